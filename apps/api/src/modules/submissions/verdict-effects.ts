// What a stored verdict changes besides its submission row. The outcome recorder hands these steps to
// storeJudgement, which runs them in the transaction that stores the verdict: a verdict and its effects
// commit together, and only the first verdict of a submission has any.
import type { SubmissionRow } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';
import { recordContestVerdict } from '../contest-scores/score-cache.js';
import { requestGitSyncOnAccept } from '../git-sync/repository.js';
import { recordAcceptedMeasures } from '../practice/standing-histogram.js';
import { recordJudgedSubmission } from '../stats/record-judged-submission.js';

export type VerdictEffects = (tx: Transaction, stored: SubmissionRow) => Promise<void>;

/**
 * The contest board cell, the user's stats (modules/stats), the accepted-measures histogram (counted
 * as it is stored, so reading where a solution stands never scans submissions). A contest submission judged while its
 * board is frozen stays out of the public stats and the histogram until the unfreeze recounts them
 * (contest-scores/score-cache.ts, contests/repository.ts).
 * Last, an accepted submission asks for a "Sync to Git" push (modules/git-sync), which runs after the commit.
 */
export const recordVerdictEffects: VerdictEffects = async (tx, stored) => {
  const contest = await recordContestVerdict(tx, stored);
  if (!contest.hidden) {
    await recordJudgedSubmission(tx, stored);
    await recordAcceptedMeasures(tx, stored);
  }
  await requestGitSyncOnAccept(tx, stored);
};
