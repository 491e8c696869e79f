import type { Queue, QueueEvents } from 'bullmq';
import type { JudgeJobData, JudgeResult } from '@codecourt/contracts';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { readCompletedJob } from './completed-job.js';
import type { JudgeOutcomeListener } from './judge-gateway.js';

type Deps = {
  queue: Queue<JudgeJobData, JudgeResult>;
  events: QueueEvents;
  listener: JudgeOutcomeListener;
  logger: Logger;
  isSubmissionJob: (jobId: string) => boolean;
};

/**
 * Every API instance listens, so whichever instance took the submission hears its verdict; the
 * listener's writes are idempotent. Events missed while no API ran are collected by the reconciler.
 */
export function listenToQueueEvents({ queue, events, listener, logger, isSubmissionJob }: Deps): void {
  const guard = (jobId: string, what: string, work: () => Promise<void>) => {
    if (!isSubmissionJob(jobId)) return;
    work().catch((error: unknown) => {
      logger.error(
        { err: toLoggableError(error), submissionId: jobId },
        `could not store the ${what} of a judge job`,
      );
    });
  };

  events.on('active', ({ jobId }) => {
    guard(jobId, 'start', () => listener.started(jobId));
  });
  events.on('completed', ({ jobId, returnvalue }) => {
    guard(jobId, 'result', async () => {
      // The event carries only the result; the job's own data holds the request it answers.
      const job = await queue.getJob(jobId);
      const completed = readCompletedJob(job?.data, returnvalue);
      if (completed.ok)
        await listener.finished(jobId, completed.request, completed.result, completed.requestId);
      else await listener.failed(jobId, completed.reason);
    });
  });
  events.on('failed', ({ jobId, failedReason }) => {
    guard(jobId, 'failure', async () => {
      // 'failed' also fires for attempts that will be retried: only a job that stays failed is final.
      const job = await queue.getJob(jobId);
      if (job && (await job.getState()) === 'failed') await listener.failed(jobId, failedReason);
    });
  });
}
