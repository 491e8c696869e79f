import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  contestRatingsResponseSchema,
  rejudgeApplyResponseSchema,
  rejudgePreviewSchema,
  rejudgeSchema,
} from '@codecourt/contracts';
import type { ContestRatingsResponse, RejudgePreview } from '@codecourt/contracts';
import { contests, testCases } from '../../../db/schema/index.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO, ADD_TWO_SECRETS } from '../../../testing/tiny-package.js';
import { createContestApp, minutesFromNow } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';

type User = { browser: TestBrowser; id: string };
let c: ContestApp;
let users: [User, User, User];
let first: string;
let second: string;
let firstSecret: string;

const setFirstSecret = (output: string) =>
  c.testApp.database.db.update(testCases).set({ output }).where(eq(testCases.id, firstSecret));
const submit = async (user: User, contestId: string, label: string, code: string) => {
  const res = await user.browser.post(`/api/contests/${contestId}/submit/${label}`, {
    code,
    language: 'python',
  });
  expect(res.status).toBe(200);
};
/** A rated contest that ended `minutes` ago, everyone registered; `play` submits its tries. */
async function ratedRound(endedMinutesAgo: number, play: (contestId: string) => Promise<void>) {
  const { _id } = await c.contest({ rated: true, startAt: minutesFromNow(-90) });
  for (const u of users) expect((await u.browser.post(`/api/contests/${_id}/register`, {})).status).toBe(200);
  await play(_id);
  await c.testApp.database.db
    .update(contests)
    .set({ endAt: new Date(Date.now() - endedMinutesAgo * 60_000) })
    .where(eq(contests.id, _id));
  expect((await c.admin.post(`/api/ratings/contests/${_id}/finalise`, {})).status).toBe(200);
  return _id;
}
const ratingsOf = async (contestId: string): Promise<ContestRatingsResponse> =>
  contestRatingsResponseSchema.parse((await c.admin.get(`/api/ratings/contests/${contestId}`)).body);
const changeOf = (ratings: ContestRatingsResponse, user: User) => {
  const change = ratings.changes.find((ch) => ch.user._id === user.id);
  if (!change) throw new Error('no rating change for the user');
  return change;
};
async function judged(rejudgeId: string): Promise<RejudgePreview> {
  for (let i = 0; i < 600; i++) {
    const preview = rejudgePreviewSchema.parse((await c.admin.get(`/api/rejudges/${rejudgeId}`)).body);
    if (preview.rejudge.status !== 'judging') return preview;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the rejudge did not finish');
}

beforeAll(async () => {
  c = await createContestApp();
  users = [await c.user(), await c.user(), await c.user()];
  const [secret] = await c.testApp.database.db
    .select({ id: testCases.id })
    .from(testCases)
    .where(and(eq(testCases.problemId, c.problemIds[0]), eq(testCases.kind, 'secret')))
    .orderBy(asc(testCases.ordinal))
    .limit(1);
  firstSecret = secret?.id ?? '';
  const [ada, bob, cy] = users;
  // The first round runs with a broken hidden test on A: Ada's right answer to it is judged wrong, so she
  // trails Bob on B alone (her wrong try costs penalty); Cy's answer is wrong anyway.
  await setFirstSecret('-1\n');
  first = await ratedRound(60, async (id) => {
    await submit(ada, id, 'A', ADD_TWO.python);
    await submit(ada, id, 'B', ADD_TWO.wrongOnSample);
    await submit(ada, id, 'B', ADD_TWO.python);
    await submit(bob, id, 'B', ADD_TWO.python);
    await submit(cy, id, 'A', ADD_TWO.wrongOnSample);
  });
  await setFirstSecret(ADD_TWO_SECRETS[0]?.output ?? '');
  // A later rated round, finalised before the rejudge: its starting ratings are the first round's.
  second = await ratedRound(30, async (id) => {
    await submit(cy, id, 'A', ADD_TWO.python);
    await submit(bob, id, 'A', ADD_TWO.wrongOnSample);
    await submit(ada, id, 'A', ADD_TWO.wrongOnSample);
  });
  // Two rounds of judged submissions before the first test: more than the default hook time on a busy machine.
}, 300_000);
afterAll(async () => {
  await c.close();
});

describe('applying a rejudge of a finalised rated contest', () => {
  it('when the applied rejudge changes the final board, then the contest and every later rated contest are re-rated from it', async () => {
    const [ada, bob, cy] = users;
    const firstBefore = await ratingsOf(first);
    const secondBefore = await ratingsOf(second);
    expect([ada, bob, cy].map((u) => changeOf(firstBefore, u).rank)).toEqual([2, 1, 3]);

    const started = rejudgeSchema.parse(
      (await c.admin.post(`/api/rejudges/contests/${first}`, { label: 'A' })).body,
    );
    const preview = await judged(started._id);
    expect(preview.results.find((r) => r.user._id === ada.id)).toMatchObject({
      before: 'Wrong Answer',
      after: 'Accepted',
    });
    // The preview is only a preview: the ratings have not moved.
    expect(await ratingsOf(first)).toEqual(firstBefore);

    const res = await c.admin.post(`/api/rejudges/${started._id}/apply`, {});
    expect(res.status).toBe(200);
    expect(rejudgeApplyResponseSchema.parse(res.body)).toMatchObject({ applied: 1, contestsRerated: 2 });

    const firstAfter = await ratingsOf(first);
    expect([ada, bob, cy].map((u) => changeOf(firstAfter, u).rank)).toEqual([1, 2, 3]);
    expect(changeOf(firstAfter, ada).delta).toBeGreaterThan(changeOf(firstBefore, ada).delta);
    expect(changeOf(firstAfter, bob).delta).toBeLessThan(changeOf(firstBefore, bob).delta);

    // The later contest starts from the re-rated first one, and its own changes follow.
    const secondAfter = await ratingsOf(second);
    for (const u of users) expect(changeOf(secondAfter, u).oldRating).toBe(changeOf(firstAfter, u).newRating);
    expect(changeOf(secondAfter, ada).oldRating).toBeGreaterThan(changeOf(secondBefore, ada).oldRating);
    expect(changeOf(secondAfter, ada).newRating).not.toBe(changeOf(secondBefore, ada).newRating);
  }, 120_000);
});
