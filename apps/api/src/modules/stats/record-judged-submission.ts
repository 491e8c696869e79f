import { and, eq, ne, sql } from 'drizzle-orm';
import { splitTags } from '@codecourt/contracts';
import type { Difficulty, Verdict } from '@codecourt/contracts';
import { problems, submissions, userStats } from '../../db/schema/index.js';
import type { UserStatsRow } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';
import { countsInStats } from './counted-verdict.js';
import { recomputeStats } from './recompute-stats.js';
import { utcDay } from './utc-day.js';

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
  const stats = await lockStatsRow(tx, submission.userId);
  if (submission.verdict !== 'Accepted') {
    await tx
      .update(userStats)
      .set({ totalSubmissions: sql`${userStats.totalSubmissions} + 1` })
      .where(eq(userStats.id, stats.id));
    return;
  }
  // A verdict older than the latest solve (a recovered, long-queued submission) would have to be
  // threaded into the streaks' past: recompute this user instead, which is always right.
  if (stats.lastSolvedAt && submission.createdAt < stats.lastSolvedAt) {
    await recomputeStats(tx, submission.userId);
    return;
  }
  const newlySolved = await newlySolvedProblem(tx, submission);
  await tx
    .update(userStats)
    .set({
      ...afterAccepted(stats, submission.createdAt),
      ...(newlySolved ? afterNewSolve(stats, newlySolved, submission.createdAt) : {}),
    })
    .where(eq(userStats.id, stats.id));
}

async function lockStatsRow(tx: Transaction, userId: string): Promise<UserStatsRow> {
  await tx.insert(userStats).values({ userId }).onConflictDoNothing({ target: userStats.userId });
  const [row] = await tx.select().from(userStats).where(eq(userStats.userId, userId)).for('update');
  if (!row) throw new Error(`stats row of user ${userId} vanished`);
  return row;
}

type SolvedProblem = { difficulty: Difficulty; tags: string };

/** The problem, when this is the user's first accepted submission for it; otherwise undefined. */
async function newlySolvedProblem(
  tx: Transaction,
  submission: JudgedSubmission,
): Promise<SolvedProblem | undefined> {
  const [earlier] = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, submission.userId),
        eq(submissions.problemId, submission.problemId),
        eq(submissions.verdict, 'Accepted'),
        ne(submissions.id, submission.id),
      ),
    )
    .limit(1);
  if (earlier) return undefined;
  // The problem as it is now, or (deleted meanwhile) as it was when the submission was stored.
  const [problem] = await tx
    .select({
      difficulty: sql<Difficulty | null>`coalesce(${problems.difficulty}, ${submissions.problemDifficulty})`,
      tags: sql<string>`coalesce(${problems.tags}, ${submissions.problemTags})`,
    })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(eq(submissions.id, submission.id));
  return problem?.difficulty ? { difficulty: problem.difficulty, tags: problem.tags } : undefined;
}

function afterAccepted(stats: UserStatsRow, at: Date): Partial<UserStatsRow> {
  const day = utcDay(at);
  const lastDay = stats.lastSolvedAt ? utcDay(stats.lastSolvedAt) : undefined;
  const currentStreak =
    lastDay === day ? stats.currentStreak : lastDay === day - 1 ? stats.currentStreak + 1 : 1;
  return {
    totalSubmissions: stats.totalSubmissions + 1,
    acceptedSubmissions: stats.acceptedSubmissions + 1,
    currentStreak,
    maxStreak: Math.max(stats.maxStreak, currentStreak),
    lastSolvedAt: at,
  };
}

function afterNewSolve(stats: UserStatsRow, problem: SolvedProblem, at: Date): Partial<UserStatsRow> {
  const solvedByTopic = { ...stats.solvedByTopic };
  for (const tag of new Set(splitTags(problem.tags))) solvedByTopic[tag] = (solvedByTopic[tag] ?? 0) + 1;
  return {
    totalSolved: stats.totalSolved + 1,
    easySolved: stats.easySolved + (problem.difficulty === 'easy' ? 1 : 0),
    mediumSolved: stats.mediumSolved + (problem.difficulty === 'medium' ? 1 : 0),
    hardSolved: stats.hardSolved + (problem.difficulty === 'hard' ? 1 : 0),
    solvedByTopic,
    solvedReachedAt: at,
  };
}
