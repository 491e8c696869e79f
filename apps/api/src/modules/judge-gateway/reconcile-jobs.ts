import type { JudgeJobSubject } from '@codecourt/contracts';
import type { JudgeGateway, JudgeOutcomeListener } from './judge-gateway.js';

export type ReconcileSummary = {
  unfinished: number;
  collected: number;
  requeued: number;
  stillQueued: number;
};

/** A stored submission without a verdict: its id (the listener's key), its job, how to enqueue it again. */
export type UnfinishedJob = {
  id: string;
  subject: JudgeJobSubject;
  /** Enqueues the job again; false when it cannot be judged any more (its problem is gone). */
  requeue: () => Promise<boolean>;
};

export const emptySummary = (): ReconcileSummary => ({
  unfinished: 0,
  collected: 0,
  requeued: 0,
  stillQueued: 0,
});

export const addSummaries = (a: ReconcileSummary, b: ReconcileSummary): ReconcileSummary => ({
  unfinished: a.unfinished + b.unfinished,
  collected: a.collected + b.collected,
  requeued: a.requeued + b.requeued,
  stillQueued: a.stillQueued + b.stillQueued,
});

/**
 * Each unfinished submission either gets the result its job already has (the API missed it), is left to its
 * job (still queued or running), or is enqueued again (the job was lost with the API or the queue), so every
 * stored submission ends judged or failed. The listener stores idempotently, so a pass may race a worker.
 */
export async function reconcileJobs(
  unfinished: readonly UnfinishedJob[],
  gateway: Pick<JudgeGateway, 'lookup'>,
  listener: JudgeOutcomeListener,
): Promise<ReconcileSummary> {
  const summary = emptySummary();
  for (const { id, subject, requeue } of unfinished) {
    summary.unfinished++;
    const job = await gateway.lookup(subject);
    if (job.state === 'queued') {
      summary.stillQueued++;
    } else if (job.state === 'finished') {
      await listener.finished(id, job.request, job.result);
      summary.collected++;
    } else if (job.state === 'failed') {
      await listener.failed(id, job.reason);
      summary.collected++;
    } else if (await requeue()) {
      summary.requeued++;
    }
  }
  return summary;
}
