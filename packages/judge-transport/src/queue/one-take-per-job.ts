// A job taken again while this worker still judges an earlier take of it is handed back for a moment.
// BullMQ keeps a worker's lock renewals by job id: when Redis loses a running job (a restart without
// persistence) and the API queues its submission again under the same id, a worker that holds several
// jobs at once could take it again before the first take ends. The first take's end then dropped the
// second's renewals: it stalled, was taken again, and so on until BullMQ gave up ("job stalled more than
// allowable limit", stored as an Internal Error). The first take finishes or fails on its own.
import { DelayedError } from 'bullmq';
import type { Job } from 'bullmq';
import type { JudgeJobResult } from '@codecourt/contracts';

type Processor = (job: Job, token?: string) => Promise<JudgeJobResult>;

export function withOneTakePerJob(processor: Processor, retryMs: number): Processor {
  const taken = new Set<string>();
  return async (job, token) => {
    const jobId = job.id;
    if (jobId === undefined) return processor(job, token);
    if (taken.has(jobId)) {
      await job.moveToDelayed(Date.now() + retryMs, token);
      throw new DelayedError();
    }
    taken.add(jobId);
    try {
      return await processor(job, token);
    } finally {
      taken.delete(jobId);
    }
  };
}
