import { setTimeout as sleep } from 'node:timers/promises';
import { JUDGE_QUEUE, shouldRetryJudgeResult } from '@codecourt/contracts';
import type { JudgeResult } from '@codecourt/contracts';

export type RetryPolicy = { attempts: number; backoffMs: number };
export const DEFAULT_RETRY: RetryPolicy = {
  attempts: JUDGE_QUEUE.attempts,
  backoffMs: JUDGE_QUEUE.backoffMs,
};

/**
 * The queue's retry rule in this process: an Internal Error (an infrastructure fault: programs cannot
 * cause one) or a throw is tried again after 1 s, 2 s, ... Each attempt takes its own concurrency
 * permit and the wait between attempts holds none, so a failing judge never delays other users.
 */
export async function judgeWithRetry(
  attempt: (index: number) => Promise<JudgeResult>,
  policy: RetryPolicy,
): Promise<JudgeResult> {
  for (let index = 0; ; index++) {
    const last = index + 1 >= policy.attempts;
    try {
      const result = await attempt(index);
      if (!shouldRetryJudgeResult(result, index, policy.attempts)) return result;
    } catch (error) {
      if (last) throw error;
    }
    await sleep(policy.backoffMs * 2 ** index);
  }
}
