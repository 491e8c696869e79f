import { and, asc, eq, sql } from 'drizzle-orm';
import type { SolutionTakeSource } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { solutionTakes } from '../../db/schema/index.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { userViewer } from '../problems/visibility/problem-viewer.js';

/**
 * Records that a user took a problem's full solution; spaced review reads these as "again". The first take of a
 * source on a UTC day stands (a unique index): repeating it that day changes nothing and answers that first take.
 */
export async function recordSolutionTaken(
  db: Database,
  userId: string,
  problemId: string,
  source: SolutionTakeSource,
  at: Date = new Date(),
): Promise<Date> {
  await db.insert(solutionTakes).values({ userId, problemId, source, takenAt: at }).onConflictDoNothing();
  const [first] = await db
    .select({ takenAt: solutionTakes.takenAt })
    .from(solutionTakes)
    .where(
      and(
        eq(solutionTakes.userId, userId),
        eq(solutionTakes.problemId, problemId),
        eq(solutionTakes.source, source),
        sql`(${solutionTakes.takenAt} AT TIME ZONE 'UTC')::date = (${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date`,
      ),
    );
  if (!first) throw new Error('solution take not stored');
  return first.takenAt;
}

/** When the user took the problem's solution, oldest first (empty when never). */
export async function listSolutionsTaken(
  db: Database,
  userId: string,
  problemId: string,
): Promise<{ source: SolutionTakeSource; takenAt: Date }[]> {
  return db
    .select({ source: solutionTakes.source, takenAt: solutionTakes.takenAt })
    .from(solutionTakes)
    .where(and(eq(solutionTakes.userId, userId), eq(solutionTakes.problemId, problemId)))
    .orderBy(asc(solutionTakes.takenAt));
}

/** What the AI routes call when the student asks for the full solution: a problem that is gone records nothing. */
export type SolutionTakenRecorder = (
  userId: string,
  problemRef: string,
  source: SolutionTakeSource,
) => Promise<void>;

export function createSolutionTakenRecorder(
  db: Database,
  problems: ProblemVisibility,
): SolutionTakenRecorder {
  return async (userId, problemRef, source) => {
    const problem = await problems.forViewer(userViewer(userId)).findRow(problemRef);
    if (problem) await recordSolutionTaken(db, userId, problem.id, source);
  };
}
