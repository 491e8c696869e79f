import { eq, sql } from 'drizzle-orm';
import type { PublicUser } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { leaderboardGroups, userStats, users } from '../../db/schema/index.js';
import type { UserStatsRow } from '../../db/schema/index.js';
import { NO_STATS, type StatsFigures } from './stats-json.js';

// The leaderboard's order: most solved, then more hard, then more medium (the groups, counted in
// leaderboard_groups), then inside a group who reached that total first (the ranking index's tail).
// Equals share a rank: 1 + the users strictly ahead.

export type LeaderboardEntry = { id: string; ranking: number; user: PublicUser; figures: StatsFigures };

type RankKey = Pick<StatsFigures, 'totalSolved' | 'hardSolved' | 'mediumSolved' | 'solvedReachedAt'>;

/** Users in groups with more solved (then hard, then medium) than `key`: a sum over a few small rows. */
const usersInGroupsAhead = (key: { totalSolved: unknown; hardSolved: unknown; mediumSolved: unknown }) => sql`
  coalesce((
    SELECT sum(g.users) FROM ${leaderboardGroups} g
    WHERE (g.total_solved, g.hard_solved, g.medium_solved) > (${key.totalSolved}, ${key.hardSolved}, ${key.mediumSolved})
  ), 0)`;

/** Users of `key`'s own group who reached its total strictly earlier: a range of the ranking index. */
const usersAheadInGroup = (key: {
  totalSolved: unknown;
  hardSolved: unknown;
  mediumSolved: unknown;
  solvedReachedAt: unknown;
}) => sql`(
  SELECT count(*) FROM ${userStats} o
  WHERE o.total_solved = ${key.totalSolved} AND o.hard_solved = ${key.hardSolved}
    AND o.medium_solved = ${key.mediumSolved}
    AND (o.solved_reached_at < ${key.solvedReachedAt}
      OR (${key.solvedReachedAt}::timestamptz IS NULL AND o.solved_reached_at IS NOT NULL))
)`;

const rankOfKey = (key: Parameters<typeof usersAheadInGroup>[0]) =>
  sql<number>`(1 + ${usersInGroupsAhead(key)} + ${usersAheadInGroup(key)})::int`;

const figuresOfRow = ({ id: _id, userId: _userId, ...figures }: UserStatsRow): StatsFigures => figures;

/** Stats reads; ranks are computed by the database from the group counts and the ranking index. */
export function createStatsRepository(db: Database) {
  return {
    /** 1 + the users strictly ahead, so equals share a rank, as the leaderboard has it. */
    async rankOf(key: RankKey): Promise<number> {
      const [row] = await db.select({ ranking: rankOfKey(key) }).from(sql`(SELECT 1) one`);
      return row?.ranking ?? 1;
    },

    /** A user's figures and rank in one statement; a user with no judged submission yet has zeros and the rank of zero solved. */
    async rankedFiguresOf(userId: string): Promise<{ figures: StatsFigures; ranking: number }> {
      const [row] = await db
        .select({
          stats: userStats,
          ranking: rankOfKey({
            totalSolved: sql`coalesce(${userStats.totalSolved}, 0)`,
            hardSolved: sql`coalesce(${userStats.hardSolved}, 0)`,
            mediumSolved: sql`coalesce(${userStats.mediumSolved}, 0)`,
            solvedReachedAt: userStats.solvedReachedAt,
          }),
        })
        .from(sql`(SELECT ${userId}::uuid AS user_id) me`)
        .leftJoin(userStats, eq(userStats.userId, sql`me.user_id`));
      return { figures: row?.stats ? figuresOfRow(row.stats) : NO_STATS, ranking: row?.ranking ?? 1 };
    },

    /**
     * The groups the page falls in are found by a running sum over leaderboard_groups; each is then read
     * from the ranking index by equality on its counts, skipping only the page's offset inside that group.
     * The cost grows with the size of one group, not with the page number.
     */
    async leaderboardPage(page: number, limit: number): Promise<LeaderboardEntry[]> {
      const offset = (page - 1) * limit;
      const ranked = db
        .$with('ranked', {
          userId: sql<string>`ranked_user_id`.as('ranked_user_id'),
          ranking: sql<number>`ranking`.as('ranking'),
        })
        .as(
          sql`
          WITH groups AS (
            SELECT total_solved, hard_solved, medium_solved, users,
              sum(users) OVER (ORDER BY total_solved DESC, hard_solved DESC, medium_solved DESC) - users AS ahead
            FROM ${leaderboardGroups} WHERE users > 0
          )
          SELECT r.user_id AS ranked_user_id, r.ranking FROM groups g CROSS JOIN LATERAL (
            SELECT s.user_id, s.solved_reached_at,
              (g.ahead + rank() OVER (ORDER BY s.solved_reached_at ASC NULLS LAST))::int AS ranking
            FROM ${userStats} s
            WHERE s.total_solved = g.total_solved AND s.hard_solved = g.hard_solved
              AND s.medium_solved = g.medium_solved
            ORDER BY s.solved_reached_at ASC NULLS LAST, s.user_id
            OFFSET greatest(${offset} - g.ahead, 0) LIMIT ${limit}
          ) r
          WHERE g.ahead + g.users > ${offset} AND g.ahead < ${offset + limit}
          ORDER BY r.ranking, r.user_id
          LIMIT ${limit}`,
        );
      const rows = await db
        .with(ranked)
        .select({
          stats: userStats,
          firstName: users.firstName,
          lastName: users.lastName,
          ranking: ranked.ranking,
        })
        .from(ranked)
        .innerJoin(userStats, eq(userStats.userId, ranked.userId))
        .innerJoin(users, eq(users.id, ranked.userId))
        .orderBy(ranked.ranking, ranked.userId);
      return rows.map(({ stats, firstName, lastName, ranking }) => ({
        id: stats.id,
        ranking,
        user: { _id: stats.userId, firstName, lastName },
        figures: figuresOfRow(stats),
      }));
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
