import type { JudgeRequest } from '@codecourt/contracts';
import { testProgressOf } from '@codecourt/judge';
import type { Judge, JudgeHooks } from '@codecourt/judge';
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
};

/** No REDIS_URL: the engine runs inside the API, at most `concurrency` programs at a time. */
export function createInProcessGateway(options: InProcessGatewayOptions): JudgeGateway {
  const { listener, logger } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const withPermit = createSemaphore(options.concurrency);
  const inFlight = new Map<string, Promise<void>>();
  let judgePromise: Promise<Judge> | undefined;
  const judge = () => (judgePromise ??= options.createJudge());
  const progress = createMemoryProgress();
  const judgeOnce = (request: JudgeRequest, before?: () => Promise<void>, hooks?: JudgeHooks) =>
    withPermit(async () => {
      await before?.();
      return (await judge()).judge(request, hooks);
    });
  let runsInFlight = 0;
  const judgeNow = async (request: JudgeRequest) => {
    runsInFlight++;
    try {
      return await judgeWithRetry(() => judgeOnce(request), retry);
    } finally {
      runsInFlight--;
    }
  };

  const judgeSubmission = (submissionId: string, request: JudgeRequest) =>
    judgeWithRetry((attempt) => {
      progress.restart(submissionId);
      const hooks: JudgeHooks = {
        onTest: (test) => {
          progress.record(submissionId, testProgressOf(request, test));
        },
      };
      return judgeOnce(request, attempt === 0 ? () => listener.started(submissionId) : undefined, hooks);
    }, retry);

  const process = async (submissionId: string, request: JudgeRequest) => {
    try {
      const result = await judgeSubmission(submissionId, request);
      await listener.finished(submissionId, request, result);
    } catch (error) {
      logger.error({ err: toLoggableError(error), submissionId }, 'in-process judging failed');
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
    enqueue: (submissionId, request) => {
      // Once the verdict is stored it answers late subscribers: the history is let go.
      const task = process(submissionId, request).finally(() => {
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
    close: async () => {
      await Promise.all(inFlight.values());
      if (judgePromise) await (await judgePromise).close();
    },
  };
}
