import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt, ne, sql } from 'drizzle-orm';
import { leaderboardGroups, userStats, users } from '../../../db/schema/index.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';
import { rebuildAllStats } from '../rebuild-stats.js';
import { createStatsRepository } from '../repository.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const GROUP_ORDER = sql`1, 2, 3`;

/** The maintained group counts, without empty groups. */
const maintainedGroups = () =>
  database.db
    .select({
      total: leaderboardGroups.totalSolved,
      hard: leaderboardGroups.hardSolved,
      medium: leaderboardGroups.mediumSolved,
      users: leaderboardGroups.users,
    })
    .from(leaderboardGroups)
    .where(ne(leaderboardGroups.users, 0))
    .orderBy(GROUP_ORDER);

/** The same counts taken from user_stats directly: what the triggers must keep equal. */
const countedGroups = () =>
  database.db
    .select({
      total: userStats.totalSolved,
      hard: userStats.hardSolved,
      medium: userStats.mediumSolved,
      users: sql<number>`count(*)::int`,
    })
    .from(userStats)
    .groupBy(userStats.totalSolved, userStats.hardSolved, userStats.mediumSolved)
    .orderBy(GROUP_ORDER);

/** Every user's rank by a window over the whole table: the definition the fast reads must agree with. */
const referenceRanking = () =>
  database.db
    .select({
      userId: userStats.userId,
      ranking: sql<number>`(rank() OVER (ORDER BY ${userStats.totalSolved} DESC, ${userStats.hardSolved} DESC,
        ${userStats.mediumSolved} DESC, ${userStats.solvedReachedAt} ASC NULLS LAST))::int`,
    })
    .from(userStats)
    .orderBy(
      sql`${userStats.totalSolved} DESC, ${userStats.hardSolved} DESC, ${userStats.mediumSolved} DESC,
        ${userStats.solvedReachedAt} ASC NULLS LAST, ${userStats.userId}`,
    );

async function everyPage(limit: number): Promise<{ userId: string; ranking: number }[]> {
  const repository = createStatsRepository(database.db);
  const rows: { userId: string; ranking: number }[] = [];
  for (let page = 1; ; page++) {
    const entries = await repository.leaderboardPage(page, limit);
    rows.push(...entries.map((entry) => ({ userId: entry.user._id, ranking: entry.ranking })));
    if (entries.length < limit) return rows;
  }
}

describe('leaderboard groups and ranks', () => {
  it('when many users solve concurrently, with ties in every group, then the groups, every page and every rank match a full window over the table', async () => {
    const history = judgedHistory(database.db);
    const problems = [
      ...(await Promise.all([1, 2, 3].map(() => history.problem('easy')))),
      ...(await Promise.all([1, 2].map(() => history.problem('medium')))),
      await history.problem('hard'),
    ];
    const people = await Promise.all(Array.from({ length: 24 }, (_, i) => history.user(`U${String(i)}`)));
    // Each user solves a prefix of a rotated problem list, all at once with everyone else; the shared
    // hours make exact ties on "reached first" inside a group, which must share a rank.
    await Promise.all(
      people.map(async (userId, i) => {
        const mine = [...problems.slice(i % problems.length), ...problems.slice(0, i % problems.length)];
        for (const [k, problemId] of mine.slice(0, i % 5).entries()) {
          await history.judged(userId, problemId, 'Accepted', utcAt('2026-03-10', 0, `0${String(k)}:00:00`));
        }
        await history.judged(userId, problems[0] ?? '', 'Wrong Answer', utcAt('2026-03-10', 0));
      }),
    );

    const reference = await referenceRanking();
    expect(await maintainedGroups()).toEqual(await countedGroups());
    expect(new Set(reference.map((row) => row.ranking)).size).toBeLessThan(reference.length);
    for (const limit of [1, 4, 7, 50]) expect(await everyPage(limit)).toEqual(reference);
    const repository = createStatsRepository(database.db);
    for (const { userId, ranking } of reference) {
      expect((await repository.rankedFiguresOf(userId)).ranking).toBe(ranking);
    }
  });

  it('when the stats are rebuilt and a user is deleted, then the group counts still equal the table', async () => {
    await rebuildAllStats(database.db);
    expect(await maintainedGroups()).toEqual(await countedGroups());

    const [first] = await referenceRanking();
    await database.db.delete(users).where(eq(users.id, first?.userId ?? ''));

    expect(await maintainedGroups()).toEqual(await countedGroups());
    expect(await everyPage(5)).toEqual(await referenceRanking());
  });

  it('when someone has solved nothing yet, then the rank is behind everyone who has, as the last group shares it', async () => {
    const repository = createStatsRepository(database.db);
    const reference = await referenceRanking();
    const [solvedSomething] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userStats)
      .where(gt(userStats.totalSolved, 0));

    const rank = await repository.rankOf({
      totalSolved: 0,
      hardSolved: 0,
      mediumSolved: 0,
      solvedReachedAt: null,
    });

    expect(rank).toBe((solvedSomething?.n ?? 0) + 1);
    expect(reference.at(-1)?.ranking).toBe(rank);
  });
});
