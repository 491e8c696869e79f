import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { ACTIVITY_DAYS } from '@codecourt/contracts';
import type { Activity, RecentSubmission } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { contestSubmissions, contests, problems, submissions } from '../../db/schema/index.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';
import { utcDay } from './utc-day.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Not a contest submission made during a freeze that is not lifted: counted like the stats, at the unfreeze. */
export const notHeldByFreeze = sql`not exists (
  select 1 from ${contestSubmissions} join ${contests} on ${contests.id} = ${contestSubmissions.contestId}
  where ${contestSubmissions.submissionId} = ${submissions.id}
    and ${contests.freezeAt} is not null and ${contests.unfrozenAt} is null
    and ${submissions.createdAt} >= ${contests.freezeAt}
)`;

/** What the profile shows of a user's submissions besides the stats: the year's activity and the latest ones. */
export function createProfileHistory(db: Database) {
  return {
    /**
     * Accepted submissions per UTC day, from `ACTIVITY_DAYS - 1` days before `now`'s day through it; a
     * frozen contest's solves wait for the unfreeze, as in the stats.
     */
    async activity(userId: string, now: Date): Promise<Activity> {
      const since = new Date((utcDay(now) - (ACTIVITY_DAYS - 1)) * DAY_MS);
      const day = sql<string>`to_char((${submissions.createdAt} AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')`;
      return db
        .select({ date: day, accepted: sql<number>`count(*)::int` })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.verdict, 'Accepted'),
            gte(submissions.createdAt, since),
            notHeldByFreeze,
          ),
        )
        .groupBy(day)
        .orderBy(day);
    },

    /**
     * The latest judged submissions, titled by the problem as it is now where the reader may see it, else
     * as it was when submitted (deleted, or since made secret by a contest: D16).
     */
    async recent(userId: string, limit: number, reader: ProblemReader): Promise<RecentSubmission[]> {
      const rows = await db
        .select({
          id: submissions.id,
          problemId: submissions.problemId,
          title: problems.title,
          keptTitle: submissions.problemTitle,
          difficulty: problems.difficulty,
          keptDifficulty: submissions.problemDifficulty,
          verdict: submissions.verdict,
          language: submissions.language,
          createdAt: submissions.createdAt,
        })
        .from(submissions)
        .leftJoin(problems, eq(problems.id, submissions.problemId))
        .where(and(eq(submissions.userId, userId), isNotNull(submissions.verdict)))
        .orderBy(desc(submissions.createdAt), desc(submissions.id))
        .limit(limit);
      const seen = new Set(
        (await reader.keepVisible(rows, (r) => r.problemId, 'own')).map((r) => r.problemId),
      );
      return rows.flatMap(
        ({ id, verdict, createdAt, title, keptTitle, difficulty, keptDifficulty, ...row }) => {
          const now = seen.has(row.problemId) && title !== null && difficulty !== null;
          const shown = now ? { title, difficulty } : { title: keptTitle, difficulty: keptDifficulty };
          return verdict && shown.difficulty
            ? [
                {
                  _id: id,
                  ...row,
                  ...shown,
                  difficulty: shown.difficulty,
                  verdict,
                  createdAt: createdAt.toISOString(),
                },
              ]
            : [];
        },
      );
    },
  };
}

export type ProfileHistory = ReturnType<typeof createProfileHistory>;
