import type { JudgeGateway, JudgeOutcomeListener } from '../judge-gateway/judge-gateway.js';
import { reconcileJobs } from '../judge-gateway/reconcile-jobs.js';
import type { ReconcileSummary } from '../judge-gateway/reconcile-jobs.js';
import type { ProblemRepository } from '../problems/repository.js';
import { buildJudgeRequest, harnessFor } from '../problems/judge-request.js';
import type { SubmissionRepository } from './repository.js';

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
  const unfinished = (await submissions.unfinished(createdBefore)).map((submission) => ({
    id: submission.id,
    subject: { kind: 'submit' as const, submissionId: submission.id },
    requeue: async () => {
      const target = await problems.findForJudging(submission.problemId);
      if (!target) return false;
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
      return true;
    },
  }));
  return reconcileJobs(unfinished, gateway, listener);
}
