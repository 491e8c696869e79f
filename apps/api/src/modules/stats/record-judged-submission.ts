import { eq, sql } from 'drizzle-orm';
import type { BadgeProgress, Verdict } from '@codecourt/contracts';
import { userStats } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';
import { countsInStats } from './counted-verdict.js';
import { notifyBadgesEarned } from '../notifications/notify-events.js';
import { recomputeStats } from './recompute-stats.js';
import { NO_STATS } from './stats-json.js';

/** The stored submission whose verdict was just written (in the same transaction). */
export type JudgedSubmission = {
  id: string;
  userId: string;
  problemId: string;
  verdict: Verdict | null;
  /** When the user submitted: the UTC day a streak counts. */
  createdAt: Date;
};

/**
 * Brings the user's stats up to date with one judged submission, inside the transaction that stored
 * its verdict. The user's stats row is locked first, so verdicts of one user apply one after another
 * and each sees the ones before it (a problem solved in two racing submissions counts once).
 */
export async function recordJudgedSubmission(tx: Transaction, submission: JudgedSubmission): Promise<void> {
  if (!countsInStats(submission.verdict)) return;
  if (submission.verdict !== 'Accepted') {
    // One statement: counted on the locked row, whatever else is racing for it.
    await tx
      .insert(userStats)
      .values({ userId: submission.userId, totalSubmissions: 1 })
      .onConflictDoUpdate({
        target: userStats.userId,
        set: { totalSubmissions: sql`${userStats.totalSubmissions} + 1` },
      });
    return;
  }
  const before = await figuresOf(tx, submission.userId);
  // One round trip: the database function (record-accepted-submission.sql) locks the user's row, checks
  // whether the problem is newly solved (after the lock, so it sees what a racing submission of this user
  // committed) and updates the row.
  const [row] = await tx
    .select({
      recorded: sql<boolean>`record_accepted_submission(${submission.id}::uuid, ${submission.userId}::uuid, ${submission.createdAt.toISOString()}::timestamptz)`,
    })
    .from(sql`(SELECT 1) one`);
  // A verdict older than the latest solve (a recovered, long-queued submission) would have to be
  // threaded into the streaks' past: recompute this user instead, which is always right.
  if (!row?.recorded) await recomputeStats(tx, submission.userId);
  // Badges only grow, and only with a solve: the ones this one earned are told in the same commit.
  await notifyBadgesEarned(tx, submission.userId, before, await figuresOf(tx, submission.userId));
}

async function figuresOf(tx: Transaction, userId: string): Promise<BadgeProgress> {
  const [row] = await tx.select().from(userStats).where(eq(userStats.userId, userId));
  return row ?? NO_STATS;
}
