// startJudgeWorker(): a BullMQ worker that judges the queue's jobs with the engine. The worker process
// (src/worker.ts) and tests start it the same way.
import { JUDGE_FAIRNESS, JUDGE_LANES, JUDGE_QUEUE } from '@codecourt/contracts';
import type { JudgeJobResult, JudgeLane, LanguageId } from '@codecourt/contracts';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createFairScheduler, createJudge, loadJudgeConfig, probeToolchains } from '@codecourt/judge';
import type { Judge, JudgeMetrics, JudgeOptions } from '@codecourt/judge';
import { jobTraceOf } from './job-trace.js';
import type { JobTrace } from './job-trace.js';
import { withOneTakePerJob } from './one-take-per-job.js';
import { withOwnerRunningCap } from './owner-running-cap.js';
import { createJudgeJobProcessor } from './process-judge-job.js';
import { createRedisProgressReporter } from './redis-progress-reporter.js';
import { withStopGrace } from './stop-grace.js';
import { startWorkerPresence } from './worker-presence.js';

export type JudgeWorkerOptions = {
  redisUrl: string;
  /**
   * Places of the site lane (Run, Submit): programs running at once (default 1; the worker process
   * defaults it to the core count). The worker holds JUDGE_FAIRNESS.perUserRunning jobs more than its
   * places, and they share the places per test (D17). The Judge0 mount's lane has places of its own:
   * JUDGE_FAIRNESS.judge0Share of this, at least one.
   */
  concurrency?: number;
  /** A ready engine, or the options to create one (sandbox, cacheDir, ...). */
  judge?: Judge | JudgeOptions;
  /**
   * How long a job's lock lasts. The worker renews it every half of this while the engine runs (the
   * engine never blocks the event loop), so it does not bound a judge's length: it bounds how long a
   * dead worker's job waits before another worker takes it again.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  onEvent?: (event: JudgeWorkerEvent) => void;
  /** Where the judging figures (durations, verdicts, queue wait) are counted. */
  metrics?: JudgeMetrics;
  /**
   * The languages this worker can run, published for the API (default: the driver's toolchain probe).
   * Another probe only to show a host without some toolchain.
   */
  probeLanguages?: (judge: Judge) => Promise<LanguageId[]>;
  /** How long the published languages outlive the last heartbeat (default JUDGE_WORKER_PRESENCE.ttlMs). */
  presenceTtlMs?: number;
};

/** Job events carry the job's trace: the request id of the API request that queued it, kind and language. */
export type JudgeWorkerEvent =
  | ({ type: 'active'; jobId: string | undefined; attempt: number } & JobTrace)
  | ({ type: 'completed'; jobId: string | undefined; verdict: string } & JobTrace)
  | ({ type: 'failed'; jobId: string | undefined; attemptsMade: number; error: string } & JobTrace)
  | ({ type: 'handed back'; jobId: string | undefined } & JobTrace)
  | { type: 'error'; error: string };

export type JudgeWorker = {
  /** The site lane's worker. */
  readonly worker: Worker<unknown, JudgeJobResult>;
  /** The Judge0 mount lane's worker. */
  readonly judge0Worker: Worker<unknown, JudgeJobResult>;
  readonly judge: Judge;
  /** What the start probe found, as published to the API. */
  readonly languages: readonly LanguageId[];
  /**
   * Waits for the jobs under way, each at most its own limit (stop-grace.ts), handing back to the queue
   * those still running; then releases Redis and the sandbox. Safe to call twice.
   */
  close(): Promise<void>;
};

function isJudge(value: Judge | JudgeOptions | undefined): value is Judge {
  return typeof value === 'object' && 'judge' in value && typeof value.judge === 'function';
}

export async function startJudgeWorker(options: JudgeWorkerOptions): Promise<JudgeWorker> {
  const ownsJudge = !isJudge(options.judge);
  const judge = isJudge(options.judge) ? options.judge : await createJudge(options.judge);
  // BullMQ workers block on Redis: their connection must not give up on a request.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  // Progress writes on their own connection: the worker's may be busy waiting for the next job.
  const progressClient = connection.duplicate({ maxRetriesPerRequest: 2 });
  const emit = options.onEvent ?? (() => undefined);
  progressClient.on('error', (error: Error) => {
    emit({ type: 'error', error: error.message });
  });
  const engine = options.metrics ? options.metrics.observe(judge) : judge;
  const reporter = createRedisProgressReporter(progressClient);
  const concurrency = options.concurrency ?? 1;
  const lockDuration = options.lockDurationMs ?? JUDGE_QUEUE.lockDurationMs;
  const graces: (() => void)[] = [];
  const laneWorker = (lane: JudgeLane, places: number) => {
    const perOwner = JUDGE_FAIRNESS.perUserRunning;
    const processor = createJudgeJobProcessor(
      engine,
      reporter,
      options.metrics,
      createFairScheduler({ size: places, perOwner }),
    );
    const grace = withStopGrace(processor, (job) => {
      emit({ type: 'handed back', jobId: job.id, ...jobTraceOf(job.data) });
    });
    graces.push(grace.stop);
    // Each user's running jobs are capped across every worker, not only this one's; a job handed back
    // at a stop frees its place at once.
    const capped = withOwnerRunningCap(grace.processor, {
      client: progressClient,
      lane,
      leaseMs: lockDuration,
    });
    // Outermost: a second take of a job still judged here takes no place in its owner's cap.
    const once = withOneTakePerJob(capped, JUDGE_FAIRNESS.capRetryMs);
    const laneWorker = new Worker<unknown, JudgeJobResult>(JUDGE_LANES[lane], once, {
      connection,
      // The connection's name tells API instances which sandbox the workers judge with (their /api/health).
      name: judge.driverName,
      // One owner holds at most perOwner jobs (the cap above): however hard they flood, the worker still
      // takes another user's job at once, and that job's first test waits for one test, not one job.
      concurrency: places + perOwner,
      lockDuration,
      stalledInterval: options.stalledIntervalMs ?? JUDGE_QUEUE.stalledIntervalMs,
      maxStalledCount: JUDGE_QUEUE.maxStalledCount,
    });
    laneWorker.on('active', (job) => {
      emit({ type: 'active', jobId: job.id, attempt: job.attemptsMade + 1, ...jobTraceOf(job.data) });
    });
    laneWorker.on('completed', (job, result) => {
      emit({ type: 'completed', jobId: job.id, verdict: result.verdict, ...jobTraceOf(job.data) });
    });
    laneWorker.on('failed', (job, error) => {
      emit({
        type: 'failed',
        jobId: job?.id,
        attemptsMade: job?.attemptsMade ?? 0,
        error: error.message,
        ...jobTraceOf(job?.data),
      });
    });
    laneWorker.on('error', (error) => {
      emit({ type: 'error', error: error.message });
    });
    return laneWorker;
  };
  const worker = laneWorker('site', concurrency);
  const judge0Worker = laneWorker(
    'judge0',
    Math.max(1, Math.floor(concurrency * JUDGE_FAIRNESS.judge0Share)),
  );
  await Promise.all([worker.waitUntilReady(), judge0Worker.waitUntilReady()]);
  const languages = await (options.probeLanguages ?? defaultProbe(options.judge))(judge);
  const presence = await startWorkerPresence({
    client: progressClient,
    languages,
    ...(options.presenceTtlMs !== undefined && { ttlMs: options.presenceTtlMs }),
    onError: (error) => {
      emit({ type: 'error', error: error.message });
    },
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Off the list first: the API stops offering what only this worker could run.
      await presence.stop();
      for (const stop of graces) stop();
      await Promise.all([worker.close(), judge0Worker.close()]);
      await connection.quit().catch(() => undefined);
      await progressClient.quit().catch(() => undefined);
      if (ownsJudge) await judge.close();
    })();
    return closing;
  };
  return { worker, judge0Worker, judge, languages, close };
}

/** The toolchains the engine's driver finds (docker: the images of the configured prefix). */
function defaultProbe(judge: Judge | JudgeOptions | undefined) {
  const config = (!isJudge(judge) && judge?.config) || loadJudgeConfig({});
  return (engine: Judge) =>
    probeToolchains({ driver: engine.driverName, imagePrefix: config.docker.imagePrefix });
}
