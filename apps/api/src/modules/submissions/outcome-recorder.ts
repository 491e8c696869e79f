import type { Logger } from '../../lib/logger.js';
import type { JudgeOutcomeListener } from '../judging/judge-gateway.js';
import type { ProblemRepository } from '../problems/repository.js';
import type { SubmissionRepository } from './repository.js';
import { internalErrorVerdict, verdictFromResult } from './stored-verdict.js';
import type { VerdictWaiters } from './verdict-waiters.js';

type Deps = {
  submissions: SubmissionRepository;
  problems: ProblemRepository;
  waiters: VerdictWaiters;
  logger: Logger;
};

/** Stores what the judge reports about a submission, then wakes the request waiting for it. */
export function createOutcomeRecorder({
  submissions,
  problems,
  waiters,
  logger,
}: Deps): JudgeOutcomeListener {
  return {
    async started(submissionId) {
      await submissions.markJudging(submissionId);
    },

    async finished(submissionId, result) {
      const submission = await submissions.findById(submissionId);
      if (!submission) return;
      const samples = await problems.samplesOf(submission.problemId);
      const stored = await submissions.storeVerdict(submissionId, verdictFromResult(result, samples));
      if (stored) logger.info({ submissionId, verdict: result.verdict }, 'submission judged');
      waiters.notify(submissionId);
    },

    async failed(submissionId, reason) {
      const submission = await submissions.findById(submissionId);
      if (!submission) return;
      const stored = await submissions.storeVerdict(
        submissionId,
        internalErrorVerdict(submission.totalTestCases),
      );
      if (stored)
        logger.error({ submissionId, reason }, 'the judge gave up on a submission: stored as Internal Error');
      waiters.notify(submissionId);
    },
  };
}
