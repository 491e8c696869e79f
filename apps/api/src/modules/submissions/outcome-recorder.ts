import type { Logger } from '../../lib/logger.js';
import type { JudgeOutcomeListener } from '../judging/judge-gateway.js';
import { internalErrorJudgement, judgementFromResult } from './judgement-from-result.js';
import type { SubmissionRepository } from './repository.js';
import type { VerdictWaiters } from '../judging/verdict-waiters.js';

type Deps = {
  submissions: SubmissionRepository;
  waiters: VerdictWaiters;
  logger: Logger;
};

/**
 * Stores what the judge reports about a submission, then wakes the request waiting for it. The judgement
 * comes from the request the submission was judged with, never from the problem as it is now.
 */
export function createOutcomeRecorder({ submissions, waiters, logger }: Deps): JudgeOutcomeListener {
  return {
    async started(submissionId) {
      await submissions.markJudging(submissionId);
    },

    async finished(submissionId, request, result, requestId) {
      const stored = await submissions.storeJudgement(submissionId, judgementFromResult(request, result));
      if (stored)
        logger.info({ submissionId, verdict: result.verdict, reqId: requestId }, 'submission judged');
      waiters.notify(submissionId);
    },

    async failed(submissionId, reason) {
      const submission = await submissions.findById(submissionId);
      if (!submission) return;
      const stored = await submissions.storeJudgement(
        submissionId,
        internalErrorJudgement(submission.totalTestCases),
      );
      if (stored)
        logger.error({ submissionId, reason }, 'the judge gave up on a submission: stored as Internal Error');
      waiters.notify(submissionId);
    },
  };
}
