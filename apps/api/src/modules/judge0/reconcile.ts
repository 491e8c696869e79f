import type { JudgeGateway, JudgeOutcomeListener } from '../judge-gateway/judge-gateway.js';
import { reconcileJobs } from '../judge-gateway/reconcile-jobs.js';
import type { ReconcileSummary } from '../judge-gateway/reconcile-jobs.js';
import { judgeRequestOf } from './judge-request.js';
import type { Judge0Repository } from './repository.js';

/**
 * Judge0 submissions as the site's (submissions/reconcile.ts): a token left In Queue or Processing by a
 * stopped API or a lost queue gets its job's result, or is judged again, never Processing forever.
 */
export async function reconcileJudge0Submissions(deps: {
  repository: Judge0Repository;
  gateway: JudgeGateway;
  listener: JudgeOutcomeListener;
  createdBefore?: Date | undefined;
}): Promise<ReconcileSummary> {
  const { gateway } = deps;
  const unfinished = (await deps.repository.unfinished(deps.createdBefore)).map((row) => {
    const subject = { kind: 'judge0' as const, judge0Token: row.token };
    return {
      id: row.token,
      subject,
      requeue: async () => {
        await gateway.enqueue(subject, judgeRequestOf(row), { owner: row.userId });
        return true;
      },
    };
  });
  return reconcileJobs(unfinished, gateway, deps.listener);
}
