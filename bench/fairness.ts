// Issue #35 item 7: one user floods the in-process judge (two places) with 8 practice submissions whose
// tests each sleep 1.8 s; another user's submit, measured in the same run, must be judged within its own
// judging time + one test's time limit + 2 s. The real gateway, its fair scheduler and the configured driver.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JudgeRequest, JudgeResult } from '../packages/contracts/src/index.js';
import { createJudge, loadJudgeConfig } from '../packages/judge/src/index.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { createInProcessGateway } from '../apps/api/src/modules/judging/in-process-gateway.js';
import { emit, say } from './lib/figures.js';

const PLACES = 2;
const FLOOD = 8;
const TESTS = 4;
const SLEEP_S = 1.8;
const LIMIT_MS = 2_000;

/** Each test sleeps (no CPU: it stays within its time limit) and echoes its input. */
const sleeper = (note: string): JudgeRequest => ({
  language: 'python',
  source: `import time\ntime.sleep(${String(SLEEP_S)})\nprint(input())\n# ${note}\n`,
  tests: Array.from({ length: TESTS }, (_, i) => ({ input: `${String(i)}\n`, expected: `${String(i)}\n` })),
  limits: { timeMs: LIMIT_MS, memoryKb: 256 * 1024 },
});

const newcomer = (note: string): JudgeRequest => ({
  language: 'python',
  source: `print(input())\n# ${note}\n`,
  tests: Array.from({ length: TESTS }, (_, i) => ({ input: `${String(i)}\n`, expected: `${String(i)}\n` })),
  limits: { timeMs: LIMIT_MS, memoryKb: 256 * 1024 },
});

export async function benchFairness(): Promise<void> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-fairness-'));
  const engine = await createJudge({ config: loadJudgeConfig(process.env), cacheDir });
  const finished = new Map<string, { at: number; result: JudgeResult }>();
  const waiters = new Map<string, () => void>();
  const gateway = createInProcessGateway({
    createJudge: () => Promise.resolve(engine),
    concurrency: PLACES,
    logger: createLogger('warn'),
    retry: { attempts: 1, backoffMs: 0 },
    listener: {
      started: () => Promise.resolve(),
      finished: (job, _request, result) => {
        const id = job.kind === 'submit' ? job.submissionId : job.judge0Token;
        finished.set(id, { at: performance.now(), result });
        waiters.get(id)?.();
        return Promise.resolve();
      },
      failed: (_job, reason) => Promise.reject(new Error(reason)),
    },
  });
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
  try {
    say(`fairness on the ${engine.driverName} driver: ${String(PLACES)} places, ${String(FLOOD)} sleepers`);
    // Warm the interpreter's caches, then the newcomer's judging time on an idle judge.
    await judged('newcomer', newcomer(`warm-up ${randomUUID()}`));
    const alone = await judged('newcomer', newcomer(`alone ${randomUUID()}`));

    const floodStarted = performance.now();
    const flood = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        submit('flooder', sleeper(`flood ${String(i)} ${randomUUID()}`)),
      ),
    );
    const waited = await judged('newcomer', newcomer(`behind the flood ${randomUUID()}`));
    await Promise.all(flood.map((f) => f.done));
    const floodMs = performance.now() - floodStarted;

    const bound = alone + LIMIT_MS + 2_000;
    emit({
      name: 'fair_newcomer_submit_ms',
      value: Math.round(waited),
      unit: 'ms',
      baseline: Math.round(alone),
      target: `<= ${String(Math.round(bound))} ms (alone + one test's limit + 2 s)`,
      note: `${String(FLOOD)} practice submissions of one user, ${String(TESTS)} tests each sleeping ${String(SLEEP_S)} s, on ${String(PLACES)} places (${engine.driverName}); baseline = the same submit on an idle judge; the flood took ${String(Math.round(floodMs))} ms`,
    });
    if (waited > bound)
      say(`over the bound: ${String(Math.round(waited))} > ${String(Math.round(bound))} ms`);
  } finally {
    await gateway.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
