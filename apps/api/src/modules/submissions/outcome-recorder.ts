import type { Logger } from '../../lib/logger.js';
import type { JudgeOutcomeListener } from '../judge-gateway/judge-gateway.js';
import { judgeFaultOf } from './judge-fault.js';
import { internalErrorJudgement, judgementFromResult } from './judgement-from-result.js';
import type { SubmissionRepository } from './repository.js';
import type { VerdictWaiters } from '../judge-gateway/verdict-waiters.js';
import { recordVerdictEffects } from './verdict-effects.js';

type Deps = {
  submissions: SubmissionRepository;
  waiters: VerdictWaiters;
  logger: Logger;
};

/**
 * Records what the judge reports about a submission, in three steps: the judgement (from the request the
 * submission was judged with, never from the problem as it is now), in the same transaction its effects
 * (the contest board cell and the user's stats, verdict-effects.ts), then a wake-up for the request
 * waiting for it.
 */
export function createOutcomeRecorder({ submissions, waiters, logger }: Deps): JudgeOutcomeListener {
  return {
    async started(submissionId) {
      await submissions.markJudging(submissionId);
    },

    async finished(submissionId, request, result, requestId) {
      const stored = await submissions.storeJudgement(
        submissionId,
        // Users see only "Internal Error" (judgement-from-result.ts); the fault is kept for admins.
        { ...judgementFromResult(request, result), judgeFault: judgeFaultOf(result) },
        recordVerdictEffects,
      );
      if (stored)
        logger.info({ submissionId, verdict: result.verdict, reqId: requestId }, 'submission judged');
      if (stored && result.verdict === 'Internal Error') {
        const fault =
          result.tests.find((test) => test.verdict === 'Internal Error')?.message ?? result.message;
        logger.error({ submissionId, reqId: requestId, fault }, 'the judge reported a fault');
      }
      waiters.notify(submissionId);
    },

    async failed(submissionId, reason) {
      const submission = await submissions.findById(submissionId);
      if (!submission) return;
      const stored = await submissions.storeJudgement(
        submissionId,
        internalErrorJudgement(submission.totalTestCases),
        recordVerdictEffects,
      );
      if (stored)
        logger.error({ submissionId, reason }, 'the judge gave up on a submission: stored as Internal Error');
      waiters.notify(submissionId);
    },
  };
}
