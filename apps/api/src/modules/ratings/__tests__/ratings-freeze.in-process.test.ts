// Issue #34 finding 2: a rated contest with a freeze publishes no rating, automatic or by the admin, and
// predicts from no frozen result until the unfreeze; one without a freeze is rated within a minute of its end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  RATING_FINALISE_CHECK_MS,
  RATING_FINALISE_DELAY_MS,
  RATING_MESSAGES as M,
  contestRatingsResponseSchema,
  ratingLeaderboardResponseSchema,
  ratingPredictionSchema,
} from '@codecourt/contracts';
import { contests } from '../../../db/schema/index.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createContestApp, minutesFromNow } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';
import { finaliseDueRatings } from '../rating-sweep.js';

let c: ContestApp;
beforeAll(async () => {
  c = await createContestApp();
});
afterAll(async () => {
  await c.close();
});

type User = { browser: TestBrowser; id: string };

const solve = async (user: User, contestId: string, label: string) => {
  const res = await user.browser.post(`/api/contests/${contestId}/submit/${label}`, {
    code: ADD_TWO.python,
    language: 'python',
  });
  expect(res.body).toMatchObject({ verdict: 'Accepted' });
};
/** The contest ended `seconds` ago (the API refuses to create one in the past with submissions in it). */
const endedSecondsAgo = (contestId: string, seconds: number) =>
  c.testApp.database.db
    .update(contests)
    .set({ endAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(contests.id, contestId));
const predictionOf = async (user: User, contestId: string) =>
  ratingPredictionSchema.parse(
    (await user.browser.get(`/api/ratings/contests/${contestId}/prediction`)).body,
  );
const leaderboardRatingOf = async (user: User) => {
  const board = ratingLeaderboardResponseSchema.parse((await c.admin.get('/api/ratings/leaderboard')).body);
  return board.find((row) => row.user._id === user.id)?.rating;
};

describe('ratings and the freeze', () => {
  it('when a rated contest is frozen, then no rating is predicted, finalised or published from a frozen result until the unfreeze', async () => {
    const body = {
      title: 'Rated frozen',
      format: 'icpc' as const,
      rated: true,
      startAt: minutesFromNow(-90),
      endAt: minutesFromNow(60),
      problems: [
        { label: 'A', problemId: c.problemIds[0] },
        { label: 'B', problemId: c.problemIds[1] },
      ],
    };
    const contest = await c.contest(body);
    const [ada, bob] = [await c.user(), await c.user()];
    for (const u of [ada, bob])
      expect((await u.browser.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);
    // Ada solves A before the freeze; Bob solves A and B during it: the jury's winner is Bob.
    await solve(ada, contest._id, 'A');
    const frozen = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...body, freezeAt: new Date().toISOString() },
    });
    expect(frozen.body).toMatchObject({ frozen: true });
    await solve(bob, contest._id, 'A');
    await solve(bob, contest._id, 'B');

    // The prediction ranks from the public board: Ada first, Bob without a solve.
    expect(await predictionOf(ada, contest._id)).toMatchObject({ rank: 1, participants: 2 });
    const bobs = await predictionOf(bob, contest._id);
    expect(bobs.rank).toBe(2);
    expect(bobs.predictedDelta).toBeLessThan(0);

    // Ended long ago and still frozen: nothing is due, the admin's finalise is refused, nothing is out.
    await endedSecondsAgo(contest._id, 3600);
    expect(await finaliseDueRatings(c.testApp.database.db, new Date())).toBe(0);
    const refused = await c.admin.post(`/api/ratings/contests/${contest._id}/finalise`, {});
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(M.frozen);
    const out = await ada.browser.get(`/api/ratings/contests/${contest._id}`);
    expect(out.status).toBe(404);
    expect(JSON.stringify(out.body)).toContain(M.notFinalised);
    expect(await leaderboardRatingOf(bob)).toBeUndefined();

    // The unfreeze: the next check rates the contest from the jury's board, Bob first.
    expect((await c.admin.post(`/api/contests/${contest._id}/unfreeze`)).status).toBe(200);
    expect(await finaliseDueRatings(c.testApp.database.db, new Date())).toBe(1);
    const rated = contestRatingsResponseSchema.parse(
      (await ada.browser.get(`/api/ratings/contests/${contest._id}`)).body,
    );
    expect(rated.changes.map((ch) => [ch.user._id, ch.rank])).toEqual([
      [bob.id, 1],
      [ada.id, 2],
    ]);
    expect(await leaderboardRatingOf(bob)).toBeGreaterThan((await leaderboardRatingOf(ada)) ?? Infinity);
  });

  it('when a rated contest without a freeze ended under a minute ago, then the check publishes its ratings', async () => {
    expect(RATING_FINALISE_DELAY_MS + RATING_FINALISE_CHECK_MS).toBeLessThanOrEqual(60_000);
    const contest = await c.contest({ rated: true, startAt: minutesFromNow(-90) });
    const carol = await c.user();
    expect((await carol.browser.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);
    await solve(carol, contest._id, 'A');
    await endedSecondsAgo(contest._id, 45);
    expect(await finaliseDueRatings(c.testApp.database.db, new Date())).toBe(1);
    const rated = contestRatingsResponseSchema.parse(
      (await carol.browser.get(`/api/ratings/contests/${contest._id}`)).body,
    );
    expect(rated.changes.map((ch) => ch.user._id)).toEqual([carol.id]);
  });
});
