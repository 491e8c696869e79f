import type { Queue, QueueEvents } from 'bullmq';
import { judgeJobDataSchema, subjectOf } from '@codecourt/contracts';
import type { JudgeJobData, JudgeJobSubject, JudgeResult, ParsedJudgeJob } from '@codecourt/contracts';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { readCompletedJob } from './completed-job.js';
import type { JudgeJobListener } from '../judge-gateway/judge-gateway.js';

type Deps = {
  queue: Queue<JudgeJobData, JudgeResult>;
  events: QueueEvents;
  listener: JudgeJobListener;
  logger: Logger;
  /** Drops a finished job from its owner's rank (its place in the fair queue). */
  forget: (owner: string, jobId: string) => Promise<void>;
};

/**
 * Every API instance listens, so whichever instance took the submission hears its verdict; the
 * listener's writes are idempotent. Events missed while no API ran are collected by the reconciler.
 * Each event is routed on its job's `kind` (read from the job's data); runs are answered to their waiter.
 */
export function listenToQueueEvents({ queue, events, listener, logger, forget }: Deps): void {
  const jobOf = async (jobId: string) => {
    const job = await queue.getJob(jobId);
    const parsed = judgeJobDataSchema.safeParse(job?.data);
    return { job, data: parsed.success ? parsed.data : undefined };
  };
  const guard = (jobId: string, what: string, work: () => Promise<void>) => {
    work().catch((error: unknown) => {
      logger.error({ err: toLoggableError(error), jobId }, `could not store the ${what} of a judge job`);
    });
  };
  const finished = async (jobId: string, data: ParsedJudgeJob | undefined) => {
    if (data?.owner !== undefined) await forget(data.owner, jobId);
  };
  const subject = (data: ParsedJudgeJob | undefined): JudgeJobSubject | undefined =>
    data ? subjectOf(data) : undefined;

  events.on('active', ({ jobId }) => {
    guard(jobId, 'start', async () => {
      const of = subject((await jobOf(jobId)).data);
      if (of) await listener.started(of);
    });
  });
  events.on('completed', ({ jobId, returnvalue }) => {
    guard(jobId, 'result', async () => {
      // The event carries only the result; the job's own data holds the request it answers.
      const { job, data } = await jobOf(jobId);
      await finished(jobId, data);
      const of = subject(data);
      if (!of) return;
      const completed = readCompletedJob(job?.data, returnvalue);
      if (completed.ok) await listener.finished(of, completed.request, completed.result, completed.requestId);
      else await listener.failed(of, completed.reason);
    });
  });
  events.on('failed', ({ jobId, failedReason }) => {
    guard(jobId, 'failure', async () => {
      // 'failed' also fires for attempts that will be retried: only a job that stays failed is final.
      const { job, data } = await jobOf(jobId);
      if (!job || (await job.getState()) !== 'failed') return;
      await finished(jobId, data);
      const of = subject(data);
      if (of) await listener.failed(of, failedReason);
    });
  });
}
