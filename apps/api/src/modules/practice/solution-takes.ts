import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { solutionTakes } from '../../db/schema/index.js';
import type { ProblemRepository } from '../problems/repository.js';

export type SolutionTakeSource = 'ai' | 'use-solution' | 'editorial';

/** Records that a user took a problem's full solution; spaced review reads these as "again". */
export async function recordSolutionTaken(
  db: Database,
  userId: string,
  problemId: string,
  source: SolutionTakeSource,
  at: Date = new Date(),
): Promise<void> {
  await db.insert(solutionTakes).values({ userId, problemId, source, takenAt: at });
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
  problems: ProblemRepository,
): SolutionTakenRecorder {
  return async (userId, problemRef, source) => {
    const problem = await problems.findRow(problemRef);
    if (problem) await recordSolutionTaken(db, userId, problem.id, source);
  };
}
