import { setTimeout as sleep } from 'node:timers/promises';
import { JUDGE_QUEUE, shouldRetryJudgeResult } from '@codecourt/contracts';
import type { JudgeRequest, JudgeResult } from '@codecourt/contracts';
import type { Judge } from '@codecourt/judge';

export type RetryPolicy = { attempts: number; backoffMs: number };
export const DEFAULT_RETRY: RetryPolicy = {
  attempts: JUDGE_QUEUE.attempts,
  backoffMs: JUDGE_QUEUE.backoffMs,
};

/** The queue's retry rule in this process: an Internal Error (or a throw) is tried again after 1 s, 2 s, ... */
export async function judgeWithRetry(
  judge: Judge,
  request: JudgeRequest,
  policy: RetryPolicy,
): Promise<JudgeResult> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt + 1 >= policy.attempts;
    try {
      const result = await judge.judge(request);
      if (!shouldRetryJudgeResult(result, attempt, policy.attempts)) return result;
    } catch (error) {
      if (last) throw error;
    }
    await sleep(policy.backoffMs * 2 ** attempt);
  }
}
