import { and, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PublicUser } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { userStats, users } from '../../db/schema/index.js';
import type { StatsFigures } from './stats-json.js';

// The leaderboard's order, exactly as the ranking index is built: most solved, then more hard, then
// more medium, then who reached that total first. Written out so the planner walks the index.
type RankColumns = {
  totalSolved: SQL.Aliased | AnyColumn;
  hardSolved: SQL.Aliased | AnyColumn;
  mediumSolved: SQL.Aliased | AnyColumn;
  solvedReachedAt: SQL.Aliased | AnyColumn;
};
const rankOrderOf = (t: RankColumns) =>
  sql`${t.totalSolved} DESC NULLS LAST, ${t.hardSolved} DESC NULLS LAST, ${t.mediumSolved} DESC NULLS LAST, ${t.solvedReachedAt} ASC NULLS LAST`;
const RANK_ORDER = rankOrderOf(userStats);

export type LeaderboardEntry = { id: string; ranking: number; user: PublicUser; figures: StatsFigures };

/** Rows strictly ahead of `figures` in the leaderboard's order. */
function aheadOf(figures: StatsFigures): SQL | undefined {
  const reachedEarlier = figures.solvedReachedAt
    ? lt(userStats.solvedReachedAt, figures.solvedReachedAt)
    : isNotNull(userStats.solvedReachedAt);
  return or(
    gt(userStats.totalSolved, figures.totalSolved),
    and(
      eq(userStats.totalSolved, figures.totalSolved),
      or(
        gt(userStats.hardSolved, figures.hardSolved),
        and(
          eq(userStats.hardSolved, figures.hardSolved),
          or(
            gt(userStats.mediumSolved, figures.mediumSolved),
            and(eq(userStats.mediumSolved, figures.mediumSolved), reachedEarlier),
          ),
        ),
      ),
    ),
  );
}

/** Stats reads; ranks are computed by the database (a window or a count over the ranking index). */
export function createStatsRepository(db: Database) {
  return {
    async figuresOf(userId: string): Promise<StatsFigures | undefined> {
      const [row] = await db.select().from(userStats).where(eq(userStats.userId, userId)).limit(1);
      if (!row) return undefined;
      const { id: _id, userId: _userId, ...figures } = row;
      return figures;
    },

    /** 1 + the users strictly ahead, so equals share a rank, as the leaderboard's rank() has it. */
    async rankOf(figures: StatsFigures): Promise<number> {
      const [row] = await db
        .select({ ahead: sql<number>`count(*)::int` })
        .from(userStats)
        .where(aheadOf(figures));
      return (row?.ahead ?? 0) + 1;
    },

    /**
     * Ranks come from a window over the ranking index alone (an index-only walk to the page), and only
     * the page's rows are then joined with their figures and names.
     */
    async leaderboardPage(page: number, limit: number): Promise<LeaderboardEntry[]> {
      // The inner ORDER BY (ranking order, then user id) is the index's own, so the window reads an
      // index-only scan and the page is cut from it without any sort.
      const inIndexOrder = db
        .select({
          userId: userStats.userId,
          totalSolved: userStats.totalSolved,
          hardSolved: userStats.hardSolved,
          mediumSolved: userStats.mediumSolved,
          solvedReachedAt: userStats.solvedReachedAt,
        })
        .from(userStats)
        .orderBy(sql`${RANK_ORDER}, ${userStats.userId}`)
        .as('in_index_order');
      const ranked = db
        .select({
          userId: inIndexOrder.userId,
          ranking: sql<number>`(rank() OVER (ORDER BY ${rankOrderOf(inIndexOrder)}))::int`.as('ranking'),
        })
        .from(inIndexOrder)
        .orderBy(sql`${rankOrderOf(inIndexOrder)}, ${inIndexOrder.userId}`)
        .limit(limit)
        .offset((page - 1) * limit)
        .as('ranked');
      const rows = await db
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
      return rows.map(({ stats: { id, userId, ...figures }, firstName, lastName, ranking }) => ({
        id,
        ranking,
        user: { _id: userId, firstName, lastName },
        figures,
      }));
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
