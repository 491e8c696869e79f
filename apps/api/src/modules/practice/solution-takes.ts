import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { solutionTakes } from '../../db/schema/index.js';

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
