import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, leaderboardResponseSchema, statsSchema } from '@codecourt/contracts';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';

let t: TestApp;
let visitor: TestBrowser;
let history: ReturnType<typeof judgedHistory>;
const ids: Record<string, string> = {};

const DAY = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
  visitor = await openBrowser(t.app);
  history = judgedHistory(t.database.db);
  const easy = [await history.problem('easy'), await history.problem('easy'), await history.problem('easy')];
  const medium = await history.problem('medium');
  const hard = await history.problem('hard');
  const solve = async (name: string, problems: string[], hour: number) => {
    ids[name] = await history.user(name);
    for (const problem of problems) {
      await history.judged(
        ids[name] ?? '',
        problem,
        'Accepted',
        utcAt(DAY, 0, `${String(hour).padStart(2, '0')}:00:00`),
      );
    }
  };
  // Three solved beats two; among two solved, hard beats medium beats easy; then who got there first.
  await solve('Three', easy, 10);
  await solve('TwoHard', [easy[0] ?? '', hard], 12);
  await solve('TwoMediumLate', [easy[0] ?? '', medium], 14);
  await solve('TwoMediumEarly', [easy[1] ?? '', medium], 11);
  await solve('TwoEasy', [easy[0] ?? '', easy[1] ?? ''], 9);
  ids.Tried = await history.user('Tried');
  await history.judged(ids.Tried, hard, 'Wrong Answer', utcAt(DAY, 0));
  ids.AlsoTried = await history.user('AlsoTried');
  await history.judged(ids.AlsoTried, hard, 'Runtime Error', utcAt(DAY, 0));
});
afterAll(async () => {
  await t.close();
});

const board = async (query = '') => {
  const res = await visitor.get(`/api/stats/leaderboard${query}`);
  expect(res.status).toBe(200);
  return leaderboardResponseSchema.parse(res.body);
};

describe('GET /api/stats/leaderboard', () => {
  it('when read anonymously, then rows come best first: most solved, more hard, more medium, earliest to the total', async () => {
    const rows = await board();

    expect(rows.map((row) => row.userId.firstName)).toEqual([
      'Three',
      'TwoHard',
      'TwoMediumEarly',
      'TwoMediumLate',
      'TwoEasy',
      expect.stringMatching(/Tried/),
      expect.stringMatching(/Tried/),
    ]);
    expect(rows.map((row) => row.ranking)).toEqual([1, 2, 3, 4, 5, 6, 6]);
    expect(rows[1]).toMatchObject({
      userId: { _id: ids.TwoHard, firstName: 'TwoHard', lastName: null },
      totalSolved: 2,
      easySolved: 1,
      hardSolved: 1,
      mediumSolved: 0,
      acceptanceRate: 100,
      maxStreak: 1,
    });
    expect(rows[1]?.badges.map((badge) => badge.name)).toEqual(['First Solve']);
  });

  it('when rows are returned, then no email or other private field is in them', async () => {
    const res = await visitor.get('/api/stats/leaderboard');

    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com|emailId|email|passwordHash/);
    const [row] = res.body as Record<string, unknown>[];
    expect(Object.keys(row?.userId as object).sort()).toEqual(['_id', 'firstName', 'lastName']);
  });

  it('when paged, then pages continue the ranking without overlap and a short page is the last', async () => {
    const all = await board();
    const first = await board('?page=1&limit=3');
    const second = await board('?page=2&limit=3');
    const third = await board('?page=3&limit=3');

    expect([...first, ...second, ...third].map((row) => row._id)).toEqual(all.map((row) => row._id));
    expect(second.map((row) => row.ranking)).toEqual([4, 5, 6]);
    expect(third).toHaveLength(1);
    expect(await board('?page=9&limit=3')).toEqual([]);
  });

  it.each([
    ['?limit=101', MESSAGES.invalidLimit],
    ['?limit=0', MESSAGES.invalidLimit],
    ['?limit=ten', MESSAGES.invalidLimit],
    ['?page=0', MESSAGES.invalidPage],
    ['?page=-1', MESSAGES.invalidPage],
    ['?page=1.5', MESSAGES.invalidPage],
    ['?page=abc', MESSAGES.invalidPage],
  ])('when the query is %s, then it answers 400 with a message', async (query, message) => {
    const res = await visitor.get(`/api/stats/leaderboard${query}`);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('when limit is 100, then it is accepted', async () => {
    expect(await board('?limit=100')).toHaveLength(7);
  });
});

describe('GET /api/stats/my-stats', () => {
  it('when not signed in, then it answers 401', async () => {
    const res = await visitor.get('/api/stats/my-stats');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notAuthenticated });
  });

  it('when a new user asks, then it answers the stats object with zeros, ranked with the others who solved nothing', async () => {
    const { browser } = await signedInBrowser(t.app);

    const res = await browser.get('/api/stats/my-stats');

    expect(res.status).toBe(200);
    expect(statsSchema.strict().parse(res.body)).toMatchObject({
      totalSolved: 0,
      totalSubmissions: 0,
      badges: [],
      ranking: 6,
    });
  });

  it('when a ranked user asks, then the ranking is the one the leaderboard shows', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const problem = await history.problem('hard');
    await history.judged(user._id, problem, 'Accepted', utcAt(DAY, 0, '11:30:00'));
    await history.judged(user._id, await history.problem('easy'), 'Accepted', utcAt(DAY, 0, '11:30:00'));
    // The solves are written straight to the database: the leaderboard pages read earlier are rebuilt once
    // the change feed brings them.
    await changeFeedCaughtUp(t.database);

    const mine = statsSchema.parse((await browser.get('/api/stats/my-stats')).body);

    const row = (await board()).find((entry) => entry.userId._id === user._id);
    expect(mine.ranking).toBe(row?.ranking);
    expect(mine.ranking).toBe(2);
  });
});
