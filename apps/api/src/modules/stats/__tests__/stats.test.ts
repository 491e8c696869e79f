import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_RULES, PROBLEM_TAGS, statsSchema } from '@codecourt/contracts';
import type { Stats } from '@codecourt/contracts';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createProfileHistory } from '../profile-history.js';
import { createStatsRepository } from '../repository.js';
import { createStatsService } from '../service.js';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';

const TODAY = '2026-03-10';
const NOW = utcAt(TODAY, 0, '15:00:00');

let database: TestDatabase;
let history: ReturnType<typeof judgedHistory>;
let statsOf: (userId: string, now?: Date) => Promise<Stats>;

beforeAll(async () => {
  database = await createTestDatabase();
  history = judgedHistory(database.db);
  const repository = createStatsRepository(database.db);
  const profile = createProfileHistory(database.db);
  statsOf = (userId, now = NOW) =>
    createStatsService({ stats: repository, history: profile, now: () => now }).statsOf(userId);
});
afterAll(async () => {
  await database.dispose();
});

const badgeNames = (stats: Stats) => stats.badges.map((badge) => badge.name);

describe('stats of judged submissions', () => {
  it('when a user has judged nothing, then every figure is zero and no badge is earned', async () => {
    const stats = statsSchema.parse(await statsOf(await history.user()));

    expect(stats).toMatchObject({
      totalSubmissions: 0,
      totalSolved: 0,
      easySolved: 0,
      mediumSolved: 0,
      hardSolved: 0,
      acceptanceRate: 0,
      currentStreak: 0,
      maxStreak: 0,
      lastSolvedDate: null,
      solvedByTopic: {},
      badges: [],
    });
    expect(stats.ranking).toBeGreaterThanOrEqual(1);
  });

  it('when a problem is solved twice, then it counts once while both submissions count', async () => {
    const user = await history.user();
    const problem = await history.problem('medium', 'graph, tree');
    await history.judged(user, problem, 'Accepted', utcAt(TODAY, 0, '08:00:00'));
    await history.judged(user, problem, 'Accepted', utcAt(TODAY, 0, '09:00:00'));

    const stats = await statsOf(user);

    expect(stats).toMatchObject({
      totalSubmissions: 2,
      totalSolved: 1,
      mediumSolved: 1,
      easySolved: 0,
      solvedByTopic: { graph: 1, tree: 1 },
      acceptanceRate: 100,
    });
  });

  it('when 1 of 3 submissions is accepted, then the acceptance rate is 33.3 (percent, one decimal)', async () => {
    const user = await history.user();
    const problem = await history.problem();
    await history.judged(user, problem, 'Wrong Answer', utcAt(TODAY, 0, '08:00:00'));
    await history.judged(user, problem, 'Time Limit Exceeded', utcAt(TODAY, 0, '08:01:00'));
    await history.judged(user, problem, 'Accepted', utcAt(TODAY, 0, '08:02:00'));

    expect(await statsOf(user)).toMatchObject({ totalSubmissions: 3, totalSolved: 1, acceptanceRate: 33.3 });
  });

  it('when the judge gives up (Internal Error), then the submission does not count', async () => {
    const user = await history.user();
    const problem = await history.problem();
    await history.judged(user, problem, 'Internal Error', utcAt(TODAY, 0));
    await history.judged(user, problem, 'Compilation Error', utcAt(TODAY, 0));

    expect(await statsOf(user)).toMatchObject({ totalSubmissions: 1, totalSolved: 0, acceptanceRate: 0 });
  });

  it('when solves fall just before and just after UTC midnight, then they are a 2-day streak', async () => {
    const user = await history.user();
    await history.judged(user, await history.problem(), 'Accepted', utcAt(TODAY, -1, '23:59:59'));
    await history.judged(user, await history.problem(), 'Accepted', utcAt(TODAY, 0, '00:00:01'));

    expect(await statsOf(user)).toMatchObject({ currentStreak: 2, maxStreak: 2 });
  });

  it('when two solves fall on one UTC day, then the streak is one day', async () => {
    const user = await history.user();
    await history.judged(user, await history.problem(), 'Accepted', utcAt(TODAY, 0, '00:00:01'));
    await history.judged(user, await history.problem(), 'Accepted', utcAt(TODAY, 0, '23:59:59'));

    expect(await statsOf(user)).toMatchObject({ currentStreak: 1, maxStreak: 1 });
  });

  it('when a day is skipped, then the current streak restarts and the longest one is kept', async () => {
    const user = await history.user();
    const problem = await history.problem();
    for (const day of [-6, -5, -4, -2, -1, 0]) {
      await history.judged(user, problem, 'Accepted', utcAt(TODAY, day));
    }
    await history.judged(user, problem, 'Wrong Answer', utcAt(TODAY, -3));

    expect(await statsOf(user)).toMatchObject({ currentStreak: 3, maxStreak: 3 });
    const fourDays = await history.user();
    for (const day of [-7, -6, -5, -4, -1]) {
      await history.judged(fourDays, problem, 'Accepted', utcAt(TODAY, day));
    }
    expect(await statsOf(fourDays)).toMatchObject({ currentStreak: 1, maxStreak: 4 });
  });

  it('when a whole UTC day passes without a solve, then the current streak reads 0 (the longest stays)', async () => {
    const user = await history.user();
    await history.judged(user, await history.problem(), 'Accepted', utcAt(TODAY, -3));
    await history.judged(user, await history.problem(), 'Accepted', utcAt(TODAY, -2));

    expect(await statsOf(user, utcAt(TODAY, -1, '23:59:59'))).toMatchObject({ currentStreak: 2 });
    expect(await statsOf(user, utcAt(TODAY, 0, '00:00:00'))).toMatchObject({
      currentStreak: 0,
      maxStreak: 2,
    });
  });

  it('when solves are recorded, then lastSolvedDate is the latest accepted submission as ISO', async () => {
    const user = await history.user();
    const problem = await history.problem();
    await history.judged(user, problem, 'Accepted', utcAt(TODAY, 0, '07:30:00'));
    await history.judged(user, problem, 'Wrong Answer', utcAt(TODAY, 0, '08:30:00'));

    expect((await statsOf(user)).lastSolvedDate).toBe(`${TODAY}T07:30:00.000Z`);
  });

  it('when a verdict arrives for an older submission than the latest solve, then the figures are still exact', async () => {
    const user = await history.user();
    const [first, second] = [await history.problem('hard', 'dp'), await history.problem('easy', 'dp')];
    await history.judged(user, first, 'Accepted', utcAt(TODAY, 0));
    await history.judged(user, second, 'Accepted', utcAt(TODAY, -1));
    await history.judged(user, first, 'Accepted', utcAt(TODAY, -2));

    expect(await statsOf(user)).toMatchObject({
      totalSolved: 2,
      hardSolved: 1,
      easySolved: 1,
      currentStreak: 3,
      maxStreak: 3,
      totalSubmissions: 3,
      solvedByTopic: { dp: 2 },
      lastSolvedDate: utcAt(TODAY, 0).toISOString(),
    });
  });

  it('when one user’s verdicts for one problem are stored concurrently, then the problem counts once and every submission counts', async () => {
    const user = await history.user();
    const problem = await history.problem('hard', 'graph');

    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        history.judged(
          user,
          problem,
          i % 3 ? 'Accepted' : 'Wrong Answer',
          utcAt(TODAY, 0, `1${String(i)}:00:00`),
        ),
      ),
    );

    expect(await statsOf(user)).toMatchObject({
      totalSubmissions: 6,
      totalSolved: 1,
      hardSolved: 1,
      acceptanceRate: 66.7,
      solvedByTopic: { graph: 1 },
    });
  });

  it('when topics are solved, then solvedByTopic counts problems per tag of the comma-separated tags', async () => {
    const user = await history.user();
    await history.judged(user, await history.problem('easy', 'array, dp'), 'Accepted', utcAt(TODAY, 0));
    await history.judged(user, await history.problem('easy', 'array'), 'Accepted', utcAt(TODAY, 0));
    await history.judged(user, await history.problem('easy', 'stack,queue'), 'Wrong Answer', utcAt(TODAY, 0));

    expect((await statsOf(user)).solvedByTopic).toEqual({ array: 2, dp: 1 });
  });
});

describe('badges', () => {
  it('when a first problem is solved, then First Solve is earned and nothing else', async () => {
    const user = await history.user();
    await history.judged(user, await history.problem(), 'Accepted', utcAt(TODAY, 0));

    expect(badgeNames(await statsOf(user))).toEqual(['First Solve']);
  });

  it('when 10, 50 and 100 problems are solved, then each threshold badge arrives exactly there', async () => {
    const user = await history.user();
    const earnedAt: Record<string, number> = {};
    for (let solved = 1; solved <= 100; solved++) {
      await history.judged(user, await history.problem(), 'Accepted', utcAt(TODAY, 0));
      if (![9, 10, 49, 50, 99, 100].includes(solved)) continue;
      for (const name of badgeNames(await statsOf(user))) earnedAt[name] ??= solved;
    }

    expect(earnedAt).toMatchObject({ 'Ten Solved': 10, 'Fifty Solved': 50, 'Hundred Solved': 100 });
  });

  it('when solves run 7 and then 30 consecutive UTC days, then the streak badges arrive at 7 and 30', async () => {
    const user = await history.user();
    const problem = await history.problem();
    const seen: string[][] = [];
    for (let day = -29; day <= 0; day++) {
      await history.judged(user, problem, 'Accepted', utcAt(TODAY, day));
      seen.push(badgeNames(await statsOf(user, utcAt(TODAY, day))));
    }

    expect(seen[5]).not.toContain('7-Day Streak');
    expect(seen[6]).toContain('7-Day Streak');
    expect(seen[28]).not.toContain('30-Day Streak');
    expect(seen[29]).toContain('30-Day Streak');
  });

  it('when an easy, a medium and a hard problem are solved, then All Difficulties is earned (not before)', async () => {
    const user = await history.user();
    await history.judged(user, await history.problem('easy'), 'Accepted', utcAt(TODAY, 0));
    await history.judged(user, await history.problem('medium'), 'Accepted', utcAt(TODAY, 0));
    expect(badgeNames(await statsOf(user))).not.toContain('All Difficulties');

    await history.judged(user, await history.problem('hard'), 'Accepted', utcAt(TODAY, 0));
    expect(badgeNames(await statsOf(user))).toContain('All Difficulties');
  });

  it('when a problem of every topic is solved, then All Topics is earned (not one topic before)', async () => {
    const user = await history.user();
    const [last, ...others] = PROBLEM_TAGS;
    await history.judged(user, await history.problem('easy', others.join(',')), 'Accepted', utcAt(TODAY, 0));
    expect(badgeNames(await statsOf(user))).not.toContain('All Topics');

    await history.judged(user, await history.problem('easy', last), 'Accepted', utcAt(TODAY, 0));
    expect(badgeNames(await statsOf(user))).toContain('All Topics');
  });

  it('when badges are listed, then each rule has one unique name and a description', () => {
    expect(new Set(BADGE_RULES.map((rule) => rule.name)).size).toBe(BADGE_RULES.length);
    expect(BADGE_RULES.every((rule) => rule.description.length > 0)).toBe(true);
  });
});
