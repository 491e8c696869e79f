// One queue job: validate its data, judge it, and decide between retrying and reporting an Internal Error.
import { judgeJobDataSchema, shouldRetryJudgeResult } from '@codecourt/contracts';
import type { JudgeJobResult } from '@codecourt/contracts';
import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import type { Judge } from '../engine/create-judge.js';

/** Thrown for an Internal Error with attempts left: BullMQ retries the job with the producer's backoff. */
export class RetryableJudgeError extends Error {
  override readonly name = 'RetryableJudgeError';
}

export function createJudgeJobProcessor(judge: Pick<Judge, 'judge'>): (job: Job) => Promise<JudgeJobResult> {
  return async (job) => {
    const parsed = judgeJobDataSchema.safeParse(job.data);
    if (!parsed.success) {
      // Bad data stays bad: no retry.
      throw new UnrecoverableError(
        `Invalid judge job data: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    const result = await judge.judge(parsed.data.request);
    if (shouldRetryJudgeResult(result, job.attemptsMade, job.opts.attempts ?? 1)) {
      throw new RetryableJudgeError(result.message ?? 'Internal Error');
    }
    return result;
  };
}
