import { and, asc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dailyProblems, problems, submissions } from '../../db/schema/index.js';
import { summaryColumns } from '../problems/repository.js';
import type { ProblemSummaryRow } from '../problems/repository.js';

/** An Accepted submit by the user on the day's problem within that UTC day. */
const solvedOnItsDay = (userId: string) => sql`exists (
  select 1 from ${submissions}
  where ${submissions.userId} = ${userId}
    and ${submissions.problemId} = ${dailyProblems.problemId}
    and ${submissions.verdict} = 'Accepted'
    and ${submissions.createdAt} >= (${dailyProblems.day}::timestamp at time zone 'UTC')
    and ${submissions.createdAt} < ((${dailyProblems.day} + 1)::timestamp at time zone 'UTC'))`;

/** The daily problems as stored, one row a UTC day, and who solved them on their day. */
export function createDailyRepository(db: Database) {
  return {
    async problemOf(day: string): Promise<ProblemSummaryRow | undefined> {
      const [row] = await db
        .select(summaryColumns)
        .from(dailyProblems)
        .innerJoin(problems, eq(problems.id, dailyProblems.problemId))
        .where(eq(dailyProblems.day, day));
      return row;
    },

    /** Every problem's id not chosen since `since` (inclusive), in a stable order. */
    async candidatesSince(since: string): Promise<string[]> {
      const recent = db
        .select({ id: dailyProblems.problemId })
        .from(dailyProblems)
        .where(gte(dailyProblems.day, since));
      const rows = await db
        .select({ id: problems.id })
        .from(problems)
        .where(notInArray(problems.id, recent))
        .orderBy(asc(problems.number));
      return rows.map((row) => row.id);
    },

    async allProblemIds(): Promise<string[]> {
      const rows = await db.select({ id: problems.id }).from(problems).orderBy(asc(problems.number));
      return rows.map((row) => row.id);
    },

    /** Stores the day's pick unless another request stored one first (that one stands). */
    async store(day: string, problemId: string): Promise<void> {
      await db.insert(dailyProblems).values({ day, problemId }).onConflictDoNothing();
    },

    /** The days (YYYY-MM-DD) since `since` whose daily problem the user solved on that day. */
    async solvedDays(userId: string, since: string): Promise<string[]> {
      const rows = await db
        .select({ day: dailyProblems.day })
        .from(dailyProblems)
        .where(and(gte(dailyProblems.day, since), solvedOnItsDay(userId)));
      return rows.map((row) => row.day);
    },
  };
}

export type DailyRepository = ReturnType<typeof createDailyRepository>;
