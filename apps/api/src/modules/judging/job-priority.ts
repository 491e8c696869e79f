import { JUDGE_PRIORITIES } from '@codecourt/contracts';
import type { JudgePriority } from '@codecourt/contracts';

/** BullMQ's largest priority (lower numbers go first). */
const MAX_PRIORITY = 2_097_151;
/** Each class owns one band of BullMQ's priorities; ranks past a band's width share its last place. */
const BAND = Math.floor(MAX_PRIORITY / JUDGE_PRIORITIES.length);

/**
 * A job's BullMQ priority: its class's band (contest first, rejudge last), then within the band its rank
 * among its owner's unfinished jobs (1 = their next), so every waiting job of a higher class goes before
 * any of a lower one, and within a class users take turns.
 */
export function bullmqPriority(priority: JudgePriority, rank: number): number {
  const band = JUDGE_PRIORITIES.indexOf(priority);
  return band * BAND + Math.min(Math.max(1, rank), BAND);
}
