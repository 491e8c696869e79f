// One queue job: validate its data, judge it, and decide between retrying and reporting an Internal Error.
import { judgeJobDataSchema, shouldRetryJudgeResult } from '@codecourt/contracts';
import type { JudgeJobResult, JudgeTestProgress } from '@codecourt/contracts';
import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import type { FairScheduler, Judge, JudgeMetrics } from '@codecourt/judge';
import { testProgressOf } from '@codecourt/judge';

/** Thrown for an Internal Error with attempts left: BullMQ retries the job with the producer's backoff. */
export class RetryableJudgeError extends Error {
  override readonly name = 'RetryableJudgeError';
}

/** Where a submission's finished tests go while it is judged (see progress-reporter.ts). */
export type ProgressReporter = {
  /** Called when an attempt starts: a retried job's earlier tests are forgotten. */
  start: (job: Job, submissionId: string) => Promise<void>;
  test: (job: Job, submissionId: string, progress: JudgeTestProgress) => Promise<void>;
};

/**
 * `places`: the worker's lane, shared per test between the jobs it holds (D17): each compile and each test
 * takes a place on its own, fairly between owners, and a place nobody waits for takes a further test of a
 * job at once. Without it each job runs all its work at once.
 */
export function createJudgeJobProcessor(
  judge: Pick<Judge, 'judge'>,
  reporter?: ProgressReporter,
  metrics?: Pick<JudgeMetrics, 'observeQueueWait'>,
  places?: FairScheduler,
): (job: Job) => Promise<JudgeJobResult> {
  return async (job) => {
    const parsed = judgeJobDataSchema.safeParse(job.data);
    if (!parsed.success) {
      // Bad data stays bad: no retry.
      throw new UnrecoverableError(
        `Invalid judge job data: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    const { request, kind } = parsed.data;
    // The wait ends with the job's first place. A retry's wait would include the earlier attempts and the
    // backoff: only the first is a queue wait.
    let waited = job.attemptsMade > 0;
    const observeWait = () => {
      if (waited) return;
      waited = true;
      metrics?.observeQueueWait(kind, (Date.now() - job.timestamp) / 1000);
    };
    const ticket = places?.ticket(parsed.data.owner);
    const placed = ticket && {
      slot: <T>(work: () => Promise<T>) =>
        ticket.run(() => {
          observeWait();
          return work();
        }),
      spare: ticket.spare,
    };
    if (!placed) observeWait();
    // Only the site's submissions are followed live.
    const submissionId = parsed.data.kind === 'submit' ? parsed.data.submissionId : '';
    const live = kind === 'submit' ? reporter : undefined;
    // Reports go out one after another, and all before the result, so listeners see them in order.
    let reported = live ? live.start(job, submissionId).catch(() => undefined) : Promise.resolve();
    const result = await judge
      .judge(request, {
        ...placed,
        ...(live && {
          onTest: (test) => {
            const progress = testProgressOf(request, test);
            // Live progress is a courtesy: losing it never fails the judging.
            reported = reported.then(() => live.test(job, submissionId, progress)).catch(() => undefined);
          },
        }),
      })
      .finally(() => ticket?.close());
    await reported;
    if (shouldRetryJudgeResult(result, job.attemptsMade, job.opts.attempts ?? 1)) {
      throw new RetryableJudgeError(result.message ?? 'Internal Error');
    }
    return result;
  };
}
