import type { Logger } from '../../lib/logger.js';
import type { JudgeOutcomeListener } from '../judge-gateway/judge-gateway.js';
import type { VerdictWaiters } from '../judge-gateway/verdict-waiters.js';
import { finishOf, internalErrorFinish, judge0JobId } from './judge-request.js';
import type { Judge0Repository } from './repository.js';

/** Stores what the judge reports about a Judge0 submission (by its token), then wakes `wait=true`. */
export function createJudge0OutcomeRecorder(deps: {
  repository: Judge0Repository;
  waiters: VerdictWaiters;
  logger: Logger;
}): JudgeOutcomeListener {
  const { repository, waiters, logger } = deps;
  return {
    async started(judge0Token) {
      await repository.markProcessing(judge0Token);
    },
    async finished(judge0Token, _request, result) {
      await repository.finish(judge0Token, finishOf(result));
      waiters.notify(judge0JobId(judge0Token));
    },
    async failed(judge0Token, reason) {
      const stored = await repository.finish(judge0Token, internalErrorFinish(reason));
      if (stored) logger.error({ judge0Token, reason }, 'the judge gave up on a Judge0 submission');
      waiters.notify(judge0JobId(judge0Token));
    },
  };
}
