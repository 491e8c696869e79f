import type { Difficulty } from '@codecourt/contracts';
import type { Database } from '../db/client.js';
import { contestProblems, contests, problems } from '../db/schema/index.js';

/** A bare library problem row (no tests or statement files): enough for reads that list or name problems. */
export async function insertLibraryProblem(
  db: Database,
  slug: string,
  difficulty: Difficulty,
): Promise<string> {
  const [row] = await db
    .insert(problems)
    .values({
      slug,
      title: slug,
      description: 'x',
      difficulty,
      tags: 'array',
      timeLimitMs: 1000,
      memoryLimitKb: 65536,
    })
    .returning({ id: problems.id });
  if (!row) throw new Error('no problem row');
  return row.id;
}

/** Puts the problem on a contest starting a month from now: secret to everyone but admins until then. */
export async function holdSecret(db: Database, problemId: string, slug: string): Promise<void> {
  const [contest] = await db
    .insert(contests)
    .values({
      slug,
      title: slug,
      format: 'icpc',
      startAt: new Date(Date.now() + 30 * 86_400_000),
      endAt: new Date(Date.now() + 31 * 86_400_000),
      penaltyMinutes: 20,
    })
    .returning({ id: contests.id });
  if (!contest) throw new Error('no contest row');
  await db
    .insert(contestProblems)
    .values({ contestId: contest.id, label: 'A', problemId, position: 0, points: 1 });
}
