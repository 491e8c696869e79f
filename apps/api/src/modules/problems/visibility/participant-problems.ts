import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { contestParticipations, contestProblems, contests } from '../../../db/schema/index.js';
import { participationOfUser } from '../../../db/participation-of-user.js';

/**
 * The problems the user reads as a contest participant now: those of each running contest they entered,
 * themselves or with their team (not a virtual run) whose problem set is open to them, as the contest routes decide
 * (contest-time.ts problemsVisible): from the start, and in a windowed contest from their window's start.
 */
export async function participantProblemIds(db: Database, userId: string, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ problemId: contestProblems.problemId })
    .from(contestProblems)
    .innerJoin(contests, eq(contests.id, contestProblems.contestId))
    .innerJoin(
      contestParticipations,
      and(eq(contestParticipations.contestId, contests.id), participationOfUser(userId)),
    )
    .where(
      and(
        eq(contestParticipations.kind, 'live'),
        lte(contests.startAt, now),
        gt(contests.endAt, now),
        or(
          isNull(contests.windowMinutes),
          and(sql`${contestParticipations.startAt} is not null`, lte(contestParticipations.startAt, now)),
        ),
      ),
    );
  return new Set(rows.map((r) => r.problemId));
}
