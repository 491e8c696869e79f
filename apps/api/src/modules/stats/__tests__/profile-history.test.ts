import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponseSchema, recentSubmissionsResponseSchema } from '@codecourt/contracts';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

let t: TestApp;
let history: ReturnType<typeof judgedHistory>;
beforeAll(async () => {
  t = await createTestApp();
  history = judgedHistory(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('the profile’s history', () => {
  it('when a user solved on some days, then activity counts accepted submissions per UTC day of the last year', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const problem = await history.problem();
    await history.judged(user._id, problem, 'Accepted', daysAgo(400));
    await history.judged(user._id, problem, 'Accepted', daysAgo(3));
    await history.judged(user._id, problem, 'Accepted', daysAgo(3));
    await history.judged(user._id, problem, 'Wrong Answer', daysAgo(2));
    await history.judged(user._id, problem, 'Accepted', daysAgo(0));

    const res = await browser.get('/api/stats/activity');

    expect(res.status).toBe(200);
    expect(activityResponseSchema.parse(res.body)).toEqual([
      { date: isoDay(daysAgo(3)), accepted: 2 },
      { date: isoDay(daysAgo(0)), accepted: 1 },
    ]);
  });

  it('when a user has judged submissions, then recent-submissions lists them newest first with their problem', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const easy = await history.problem('easy');
    const hard = await history.problem('hard');
    await history.judged(user._id, easy, 'Wrong Answer', daysAgo(2));
    await history.judged(user._id, hard, 'Accepted', daysAgo(1));
    await history.judged(user._id, easy, 'Accepted', daysAgo(0));

    const all = recentSubmissionsResponseSchema.parse(
      (await browser.get('/api/stats/recent-submissions')).body,
    );
    const two = recentSubmissionsResponseSchema.parse(
      (await browser.get('/api/stats/recent-submissions?limit=2')).body,
    );

    expect(all.map((s) => [s.problemId, s.difficulty, s.verdict])).toEqual([
      [easy, 'easy', 'Accepted'],
      [hard, 'hard', 'Accepted'],
      [easy, 'easy', 'Wrong Answer'],
    ]);
    expect(two).toEqual(all.slice(0, 2));
    expect((await browser.get('/api/stats/recent-submissions?limit=500')).status).toBe(400);
  });

  it('when not signed in, then activity and recent submissions answer 401', async () => {
    const visitor = await openBrowser(t.app);

    expect((await visitor.get('/api/stats/activity')).status).toBe(401);
    expect((await visitor.get('/api/stats/recent-submissions')).status).toBe(401);
  });
});
