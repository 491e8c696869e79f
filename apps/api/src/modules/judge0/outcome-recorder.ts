import type { Logger } from '../../lib/logger.js';
import type { JudgeOutcomeListener } from '../judging/judge-gateway.js';
import type { VerdictWaiters } from '../judging/verdict-waiters.js';
import { finishOf, internalErrorFinish, tokenOfJob } from './judge-request.js';
import type { Judge0Repository } from './repository.js';

/** Stores what the judge reports about a Judge0 submission (job ids `judge0-<token>`), then wakes `wait=true`. */
export function createJudge0OutcomeRecorder(deps: {
  repository: Judge0Repository;
  waiters: VerdictWaiters;
  logger: Logger;
}): JudgeOutcomeListener {
  const { repository, waiters, logger } = deps;
  return {
    async started(jobId) {
      await repository.markProcessing(tokenOfJob(jobId));
    },
    async finished(jobId, _request, result) {
      await repository.finish(tokenOfJob(jobId), finishOf(result));
      waiters.notify(jobId);
    },
    async failed(jobId, reason) {
      const stored = await repository.finish(tokenOfJob(jobId), internalErrorFinish(reason));
      if (stored) logger.error({ jobId, reason }, 'the judge gave up on a Judge0 submission');
      waiters.notify(jobId);
    },
  };
}
