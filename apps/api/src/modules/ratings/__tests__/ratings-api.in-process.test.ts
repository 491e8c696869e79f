import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  RATING_INITIAL,
  RATING_MESSAGES as M,
  contestRatingsResponseSchema,
  finaliseRatingsResponseSchema,
  ratingLeaderboardResponseSchema,
  ratingPredictionSchema,
  userRatingResponseSchema,
} from '@codecourt/contracts';
import { contestParticipations, contestScores, contests } from '../../../db/schema/index.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createContestApp, minutesFromNow } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';
import { rateContest } from '../rate-contest.js';
import { finaliseDueRatings } from '../rating-sweep.js';

let c: ContestApp;
beforeAll(async () => {
  c = await createContestApp();
});
afterAll(async () => {
  await c.close();
});

const WRONG = 'a, b = map(int, input().split())\nprint(a - b)\n';
type User = { browser: TestBrowser; id: string };
const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${String(index)}`);
  return item;
};

const submit = async (user: User, contestId: string, label: string, code = ADD_TWO.python) => {
  const res = await user.browser.post(`/api/contests/${contestId}/submit/${label}`, {
    code,
    language: 'python',
  });
  expect(res.status).toBe(200);
};
const register = async (user: User, contestId: string) => {
  expect((await user.browser.post(`/api/contests/${contestId}/register`, {})).status).toBe(200);
};
/** The contest ended `minutes` ago (the API refuses to create one in the past with submissions in it). */
const endContest = (contestId: string, minutes: number) =>
  c.testApp.database.db
    .update(contests)
    .set({ endAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(contests.id, contestId));

/** A rated round where `solves[i]` is what user i solves (label list; an empty list is one wrong try). */
async function round(users: User[], solves: string[][], endedMinutesAgo: number) {
  const contest = await c.contest({ rated: true, startAt: minutesFromNow(-90) });
  for (const [i, user] of users.entries()) {
    await register(user, contest._id);
    const labels = solves[i];
    if (labels === undefined) continue;
    if (labels.length === 0) await submit(user, contest._id, 'A', WRONG);
    for (const label of labels) await submit(user, contest._id, label);
  }
  return { contest, end: () => endContest(contest._id, endedMinutesAgo) };
}

describe('ratings of a rated contest', () => {
  let users: User[];
  let first: { _id: string };
  let second: { _id: string };

  beforeAll(async () => {
    users = await Promise.all([c.user(), c.user(), c.user(), c.user()]);
  });

  it('when a rated contest runs, then each submitter sees a predicted change and a mere registrant none', async () => {
    const r = await round(users, [['A', 'B'], ['A'], []], 30);
    first = r.contest;
    const [winner, , , idle] = users as [User, User, User, User];
    const mine = ratingPredictionSchema.parse(
      (await winner.browser.get(`/api/ratings/contests/${first._id}/prediction`)).body,
    );
    expect(mine).toMatchObject({ rated: true, rank: 1, oldRating: RATING_INITIAL, participants: 3 });
    expect(mine.predictedDelta).toBeGreaterThan(0);
    const none = ratingPredictionSchema.parse(
      (await idle.browser.get(`/api/ratings/contests/${first._id}/prediction`)).body,
    );
    expect(none).toMatchObject({ rank: null, predictedDelta: null, participants: 3 });
    await r.end();
  });

  it('when a user who is not an admin finalises, then 403; a malformed id, 400; an unknown contest, 404', async () => {
    expect((await at(users, 0).browser.post(`/api/ratings/contests/${first._id}/finalise`, {})).status).toBe(
      403,
    );
    expect((await at(users, 0).browser.get(`/api/ratings/contests/not-a-uuid/prediction`)).status).toBe(400);
    expect(
      (await c.admin.post('/api/ratings/contests/00000000-0000-4000-8000-000000000009/finalise', {})).status,
    ).toBe(404);
  });

  it('when the contest ended past the delay, then the check rates every submitter by the method', async () => {
    // Thirty minutes before now the contest had not ended: nothing is due.
    const early = await finaliseDueRatings(c.testApp.database.db, new Date(Date.now() - 30 * 60_000 + 1000));
    expect(early).toBe(0);
    expect(await finaliseDueRatings(c.testApp.database.db, new Date())).toBe(1);
    // A second round finds nothing left: the state is the contest row, not the process.
    expect(await finaliseDueRatings(c.testApp.database.db, new Date())).toBe(0);

    const res = await c.admin.get(`/api/ratings/contests/${first._id}`);
    const body = contestRatingsResponseSchema.parse(res.body);
    expect(body.changes.map((ch) => ch.user._id)).toEqual(users.slice(0, 3).map((u) => u.id));
    expect(body.changes.map((ch) => ch.rank)).toEqual([1, 2, 3]);
    const expected = rateContest(
      users.slice(0, 3).map((u, i) => ({ userId: u.id, rating: RATING_INITIAL, rank: i + 1 })),
    );
    expect(body.changes.map((ch) => ch.delta)).toEqual(expected.map((e) => e.delta));
    expect(at(body.changes, 0).delta).toBeGreaterThan(0);
  });

  it('when a user opens their rating, then it is their last new rating with one point per contest', async () => {
    const me = userRatingResponseSchema.parse((await at(users, 0).browser.get('/api/ratings/me')).body);
    expect(me.history).toHaveLength(1);
    expect(me.history[0]).toMatchObject({ contestId: first._id, rank: 1, participants: 3 });
    expect(me.rating).toBe(at(me.history, 0).newRating);
    const idle = userRatingResponseSchema.parse((await at(users, 3).browser.get('/api/ratings/me')).body);
    expect(idle).toEqual({ rating: null, maxRating: null, history: [] });
  });

  it('when a later rated contest is finalised by the admin, then it starts from the earlier ratings', async () => {
    // The second round: the first round's last place wins.
    const r = await round(users.slice(0, 3), [[], ['A'], ['A', 'B']], 20);
    second = r.contest;
    expect((await c.admin.post(`/api/ratings/contests/${second._id}/finalise`, {})).status).toBe(400);
    await r.end();
    const done = finaliseRatingsResponseSchema.parse(
      (await c.admin.post(`/api/ratings/contests/${second._id}/finalise`, {})).body,
    );
    expect(done).toEqual({ contestsRated: 1, participantsRated: 3 });
    const firstRound = contestRatingsResponseSchema.parse(
      (await c.admin.get(`/api/ratings/contests/${first._id}`)).body,
    );
    const secondRound = contestRatingsResponseSchema.parse(
      (await c.admin.get(`/api/ratings/contests/${second._id}`)).body,
    );
    for (const ch of secondRound.changes)
      expect(ch.oldRating).toBe(firstRound.changes.find((f) => f.user._id === ch.user._id)?.newRating);

    const board = ratingLeaderboardResponseSchema.parse((await c.admin.get('/api/ratings/leaderboard')).body);
    const ratings = board.map((row) => row.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(board.find((row) => row.user._id === at(users, 0).id)?.contests).toBe(2);
  });

  it('when a rejudge changes the first contest and the admin re-rates it, then every later contest follows', async () => {
    // The rejudge's effect on the score cache: the third participant's wrong try becomes two solves.
    const participation = (
      await c.testApp.database.db
        .select({ id: contestParticipations.id })
        .from(contestParticipations)
        .where(
          and(
            eq(contestParticipations.contestId, first._id),
            eq(contestParticipations.userId, at(users, 2).id),
          ),
        )
    )[0];
    if (!participation) throw new Error('no participation');
    const solved = { solved: true, attempts: 1, pending: 0, minutes: 1, score: 1, penalty: 1, solvedAtMs: 1 };
    await c.testApp.database.db
      .update(contestScores)
      .set({ jury: solved, public: solved })
      .where(eq(contestScores.participationId, participation.id));
    await c.testApp.database.db
      .insert(contestScores)
      .values({
        participationId: participation.id,
        contestId: first._id,
        label: 'B',
        jury: solved,
        public: solved,
      })
      .onConflictDoNothing();

    const done = finaliseRatingsResponseSchema.parse(
      (await c.admin.post(`/api/ratings/contests/${first._id}/finalise`, {})).body,
    );
    expect(done).toEqual({ contestsRated: 2, participantsRated: 6 });
    const firstRound = contestRatingsResponseSchema.parse(
      (await c.admin.get(`/api/ratings/contests/${first._id}`)).body,
    );
    expect(at(firstRound.changes, 0).user._id).toBe(at(users, 2).id);
    const secondRound = contestRatingsResponseSchema.parse(
      (await c.admin.get(`/api/ratings/contests/${second._id}`)).body,
    );
    for (const ch of secondRound.changes)
      expect(ch.oldRating).toBe(firstRound.changes.find((f) => f.user._id === ch.user._id)?.newRating);
  });

  it('when a contest is not rated, then its prediction and ratings answer 404 with the reason', async () => {
    const unrated = await c.contest();
    const res = await at(users, 0).browser.get(`/api/ratings/contests/${unrated._id}/prediction`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toContain(M.notRated);
  });
});
