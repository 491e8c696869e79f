import type { JudgeGateway, JudgeOutcomeListener } from '../judge-gateway/judge-gateway.js';
import type { ProblemRepository } from '../problems/repository.js';
import { buildJudgeRequest, harnessFor } from '../problems/judge-request.js';
import type { SubmissionRepository } from './repository.js';

export type ReconcileSummary = {
  unfinished: number;
  collected: number;
  requeued: number;
  stillQueued: number;
};

type Deps = {
  submissions: SubmissionRepository;
  problems: ProblemRepository;
  gateway: JudgeGateway;
  listener: JudgeOutcomeListener;
  /** Only submissions made before this (a periodic pass leaves alone the ones a submit is still enqueuing). */
  createdBefore?: Date | undefined;
};

/**
 * At start and then periodically: every submission left pending or judging (the API or a worker stopped mid-way) either gets
 * the result its job already has, or is enqueued again, so each one ends with a stored verdict.
 */
export async function reconcileSubmissions({
  submissions,
  problems,
  gateway,
  listener,
  createdBefore,
}: Deps): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { unfinished: 0, collected: 0, requeued: 0, stillQueued: 0 };
  for (const submission of await submissions.unfinished(createdBefore)) {
    summary.unfinished++;
    const job = await gateway.lookup(submission.id);
    if (job.state === 'queued') {
      summary.stillQueued++;
    } else if (job.state === 'finished') {
      await listener.finished(submission.id, job.request, job.result);
      summary.collected++;
    } else if (job.state === 'failed') {
      await listener.failed(submission.id, job.reason);
      summary.collected++;
    } else {
      const target = await problems.findForJudging(submission.problemId);
      if (!target) continue;
      await gateway.enqueue(
        { kind: 'submit', submissionId: submission.id },
        buildJudgeRequest(
          target.problem,
          target.tests,
          submission,
          'stop-on-first-failure',
          harnessFor(target.templates, submission.language),
        ),
        { owner: submission.userId },
      );
      summary.requeued++;
    }
  }
  return summary;
}
