import type { JudgeJobKind, JudgeRequest, JudgeResult } from '@codecourt/contracts';
import { testProgressOf } from '@codecourt/judge';
import type { Judge, JudgeHooks, JudgeMetrics } from '@codecourt/judge';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { JudgeGateway, JudgeOutcomeListener } from './judge-gateway.js';
import { DEFAULT_RETRY, judgeWithRetry } from './judge-with-retry.js';
import type { RetryPolicy } from './judge-with-retry.js';
import { createMemoryProgress } from './live-progress.js';
import { createSemaphore } from './semaphore.js';

export type InProcessGatewayOptions = {
  /** Creates the engine on first use, so an API that never judges never probes a sandbox. */
  createJudge: () => Promise<Judge>;
  concurrency: number;
  listener: JudgeOutcomeListener;
  logger: Logger;
  retry?: RetryPolicy;
  /** Where this process counts its judging (the API's registry: no worker serves these figures then). */
  metrics?: JudgeMetrics;
};

/** One job as the log and the metrics see it: what it is and which API request made it. */
type JobContext = { kind: JudgeJobKind; requestId: string | undefined; submissionId?: string };

/** No REDIS_URL: the engine runs inside the API, at most `concurrency` programs at a time. */
export function createInProcessGateway(options: InProcessGatewayOptions): JudgeGateway {
  const { listener, logger, metrics } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const withPermit = createSemaphore(options.concurrency);
  const inFlight = new Map<string, Promise<void>>();
  let judgePromise: Promise<Judge> | undefined;
  const judge = () =>
    (judgePromise ??= options.createJudge().then((engine) => (metrics ? metrics.observe(engine) : engine)));
  const progress = createMemoryProgress();
  let active = 0;
  // The same lines a worker logs for a queue job, with the request id of the API request that made it.
  const jobLog = ({ kind, requestId, submissionId }: JobContext, language: string) =>
    logger.child({ reqId: requestId, kind, language, ...(submissionId && { submissionId }) });
  const judgeOnce = (
    request: JudgeRequest,
    job: JobContext,
    attempt: number,
    steps: { before?: () => Promise<void>; hooks?: JudgeHooks } = {},
  ) => {
    const queuedAt = performance.now();
    return withPermit(async () => {
      active++;
      try {
        if (attempt === 0) metrics?.observeQueueWait(job.kind, (performance.now() - queuedAt) / 1000);
        jobLog(job, request.language).info({ attempt: attempt + 1 }, 'judge job active');
        await steps.before?.();
        const result = await (await judge()).judge(request, steps.hooks);
        jobLog(job, request.language).info({ verdict: result.verdict }, 'judge job judged');
        return result;
      } finally {
        active--;
      }
    });
  };
  let runsInFlight = 0;
  const judgeNow = async (request: JudgeRequest, requestId?: string): Promise<JudgeResult> => {
    runsInFlight++;
    try {
      return await judgeWithRetry(
        (attempt) => judgeOnce(request, { kind: 'run', requestId }, attempt),
        retry,
      );
    } finally {
      runsInFlight--;
    }
  };

  const judgeSubmission = (submissionId: string, request: JudgeRequest, requestId: string | undefined) =>
    judgeWithRetry((attempt) => {
      progress.restart(submissionId);
      const hooks: JudgeHooks = {
        onTest: (test) => {
          progress.record(submissionId, testProgressOf(request, test));
        },
      };
      return judgeOnce(request, { kind: 'submit', requestId, submissionId }, attempt, {
        ...(attempt === 0 && { before: () => listener.started(submissionId) }),
        hooks,
      });
    }, retry);

  const process = async (submissionId: string, request: JudgeRequest, requestId: string | undefined) => {
    try {
      const result = await judgeSubmission(submissionId, request, requestId);
      await listener.finished(submissionId, request, result, requestId);
    } catch (error) {
      logger.error(
        { err: toLoggableError(error), submissionId, reqId: requestId },
        'in-process judging failed',
      );
      await listener
        .failed(submissionId, error instanceof Error ? error.message : String(error))
        .catch((failure: unknown) => {
          logger.error({ err: toLoggableError(failure), submissionId }, 'could not store the failed verdict');
        });
    }
  };

  return {
    mode: 'in-process',
    progress,
    run: judgeNow,
    enqueue: (submissionId, request, requestId) => {
      // Once the verdict is stored it answers late subscribers: the history is let go.
      const task = process(submissionId, request, requestId).finally(() => {
        inFlight.delete(submissionId);
        progress.forget(submissionId);
      });
      inFlight.set(submissionId, task);
      return Promise.resolve();
    },
    lookup: (submissionId) =>
      Promise.resolve(inFlight.has(submissionId) ? { state: 'queued' } : { state: 'unknown' }),
    queueStatus: () => Promise.resolve('in-process'),
    backlog: () => Promise.resolve(inFlight.size + runsInFlight),
    depth: () => Promise.resolve({ waiting: inFlight.size + runsInFlight - active, active, delayed: 0 }),
    close: async () => {
      await Promise.all(inFlight.values());
      if (judgePromise) await (await judgePromise).close();
    },
  };
}
