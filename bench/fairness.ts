// Issue #35 item 7: one user floods the judge (two places) with 8 practice submissions whose tests each
// sleep 1.8 s; another user's submit, measured in the same run, must be judged within its own judging time
// + one test's time limit + 2 s. Measured twice with the real gateways and the configured driver: the API's
// in-process judge, and a BullMQ worker (a private redis-server). Then one long submission alone on the
// two places against the same on one place: its tests spread over the idle place (D17).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JudgeRequest, JudgeResult } from '../packages/contracts/src/index.js';
import { createJudge, loadJudgeConfig } from '../packages/judge/src/index.js';
import type { Judge } from '../packages/judge/src/index.js';
import { startJudgeWorker } from '../packages/judge-transport/src/index.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import type { JudgeGateway, JudgeJobListener } from '../apps/api/src/modules/judge-gateway/judge-gateway.js';
import { createBullmqGateway } from '../apps/api/src/modules/judging/bullmq-gateway.js';
import { createInProcessGateway } from '../apps/api/src/modules/judging/in-process-gateway.js';
import { emit, say } from './lib/figures.js';
import { startRedis } from './lib/redis-server.js';

const PLACES = 2;
const FLOOD = 8;
const TESTS = 4;
const SLEEP_S = 1.8;
const LIMIT_MS = 2_000;
const LONG_TESTS = 8;
const LONG_SLEEP_S = 0.6;

const echoTests = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ input: `${String(i)}\n`, expected: `${String(i)}\n` }));

/** Each test sleeps (no CPU: it stays within its time limit) and echoes its input. */
const sleeper = (note: string, tests = TESTS, sleepS = SLEEP_S): JudgeRequest => ({
  language: 'python',
  source: `import time\ntime.sleep(${String(sleepS)})\nprint(input())\n# ${note}\n`,
  tests: echoTests(tests),
  limits: { timeMs: LIMIT_MS, memoryKb: 256 * 1024 },
});

const newcomer = (note: string): JudgeRequest => ({
  language: 'python',
  source: `print(input())\n# ${note}\n`,
  tests: echoTests(TESTS),
  limits: { timeMs: LIMIT_MS, memoryKb: 256 * 1024 },
});

type Finished = { at: number; result: JudgeResult };
/** A gateway to measure through, told where its results go; closed by `stop`. */
type Judging = { gateway: JudgeGateway; stop: () => Promise<void> };
type JudgingFactory = (listener: JudgeJobListener, places: number) => Promise<Judging>;

/** Submits through one gateway and times each submission from its enqueue to its verdict. */
async function judgeThrough(factory: JudgingFactory, places: number) {
  const finished = new Map<string, Finished>();
  const waiters = new Map<string, () => void>();
  const { gateway, stop } = await factory(
    {
      started: () => Promise.resolve(),
      finished: (job, _request, result) => {
        const id = job.kind === 'submit' ? job.submissionId : job.judge0Token;
        finished.set(id, { at: performance.now(), result });
        waiters.get(id)?.();
        return Promise.resolve();
      },
      failed: (job, reason) => {
        const id = job.kind === 'submit' ? job.submissionId : job.judge0Token;
        say(`judging failed: ${reason}`);
        waiters.get(id)?.();
        return Promise.resolve();
      },
    },
    places,
  );
  const submit = async (owner: string, request: JudgeRequest) => {
    const submissionId = randomUUID();
    const done = new Promise<void>((resolve) => waiters.set(submissionId, resolve));
    const at = performance.now();
    await gateway.enqueue({ kind: 'submit', submissionId }, request, { owner, priority: 'practice' });
    return { submissionId, at, done };
  };
  const judged = async (owner: string, request: JudgeRequest) => {
    const { submissionId, at, done } = await submit(owner, request);
    await done;
    const outcome = finished.get(submissionId);
    if (outcome?.result.verdict !== 'Accepted')
      throw new Error(`judged ${outcome?.result.verdict ?? 'nothing'}: ${outcome?.result.message ?? ''}`);
    return outcome.at - at;
  };
  return { submit, judged, stop };
}

async function measureFairness(factory: JudgingFactory, where: string, driver: string): Promise<void> {
  const { submit, judged, stop } = await judgeThrough(factory, PLACES);
  // Queue jobs name their owner by user id.
  const [flooder, late] = [randomUUID(), randomUUID()];
  try {
    say(`fairness through ${where} on ${driver}: ${String(PLACES)} places, ${String(FLOOD)} sleepers`);
    // Warm the interpreter's caches, then the newcomer's judging time on an idle judge.
    await judged(late, newcomer(`warm-up ${randomUUID()}`));
    const alone = await judged(late, newcomer(`alone ${randomUUID()}`));

    const floodStarted = performance.now();
    const flood = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) => submit(flooder, sleeper(`flood ${String(i)} ${randomUUID()}`))),
    );
    const waited = await judged(late, newcomer(`behind the flood ${randomUUID()}`));
    await Promise.all(flood.map((f) => f.done));
    const floodMs = performance.now() - floodStarted;

    const bound = alone + LIMIT_MS + 2_000;
    emit({
      name: where === 'in-process' ? 'fair_newcomer_submit_ms' : 'fair_newcomer_submit_workers_ms',
      value: Math.round(waited),
      unit: 'ms',
      baseline: Math.round(alone),
      target: `<= ${String(Math.round(bound))} ms (alone + one test's limit + 2 s)`,
      note: `${where}: ${String(FLOOD)} practice submissions of one user, ${String(TESTS)} tests each sleeping ${String(SLEEP_S)} s, on ${String(PLACES)} places (${driver}); baseline = the same submit on an idle judge; the flood took ${String(Math.round(floodMs))} ms`,
    });
    if (waited > bound)
      say(`over the bound: ${String(Math.round(waited))} > ${String(Math.round(bound))} ms`);
  } finally {
    await stop();
  }
}

/** One long submission alone, on `places` places: the time from its enqueue to its verdict. */
async function longAlone(factory: JudgingFactory, places: number): Promise<number> {
  const { judged, stop } = await judgeThrough(factory, places);
  try {
    const owner = randomUUID();
    await judged(owner, sleeper(`warm-up ${randomUUID()}`, 2, 0));
    return await judged(owner, sleeper(`long ${randomUUID()}`, LONG_TESTS, LONG_SLEEP_S));
  } finally {
    await stop();
  }
}

export async function benchFairness(): Promise<void> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-fairness-'));
  const engine: Judge = await createJudge({ config: loadJudgeConfig(process.env), cacheDir });
  const logger = createLogger('warn');
  const inProcess: JudgingFactory = (listener, places) => {
    const gateway = createInProcessGateway({
      createJudge: () => Promise.resolve(engine),
      concurrency: places,
      logger,
      retry: { attempts: 1, backoffMs: 0 },
      listener,
    });
    return Promise.resolve({ gateway, stop: () => gateway.close() });
  };
  const redis = await startRedis();
  const workers: JudgingFactory = async (listener, places) => {
    const gateway = await createBullmqGateway({ redisUrl: redis.url, listener, logger, runWaitMs: 60_000 });
    const worker = await startJudgeWorker({ redisUrl: redis.url, concurrency: places, judge: engine });
    return {
      gateway,
      stop: async () => {
        await worker.close();
        await gateway.close();
      },
    };
  };
  try {
    await measureFairness(inProcess, 'in-process', engine.driverName);
    await measureFairness(workers, 'a BullMQ worker', engine.driverName);

    say(`one submission of ${String(LONG_TESTS)} tests sleeping ${String(LONG_SLEEP_S)} s, alone`);
    const onOnePlace = await longAlone(inProcess, 1);
    const spread = await longAlone(inProcess, PLACES);
    emit({
      name: 'fair_long_submission_spread_ms',
      value: Math.round(spread),
      unit: 'ms',
      baseline: Math.round(onOnePlace),
      target: 'ratio <= 0.65 (its tests spread over the idle place)',
      note: `in-process, ${String(PLACES)} places against one place (baseline), ${engine.driverName}`,
    });
  } finally {
    await redis.stop();
    await engine.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
