import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewGradeResponseSchema, solutionTakeSchema } from '@codecourt/contracts';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';

const BASE = '2032-03-01';
let now = utcAt(BASE, 0);
let t: TestApp;
let history: ReturnType<typeof judgedHistory>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  history = judgedHistory(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/solution-takes/{problemId}', () => {
  it('when the user used the reference solution before solving a due card again, then the review is graded again', async () => {
    now = utcAt(BASE, 0, '12:00:00');
    const { browser, user } = await signedInBrowser(t.app);
    const problem = await history.problem('easy');
    await history.judged(user._id, problem, 'Accepted', utcAt(BASE, 0, '09:00:00'));
    expect((await browser.get('/api/review')).status).toBe(200);

    now = utcAt(BASE, 30, '10:00:00');
    const taken = await browser.post(`/api/solution-takes/${problem}`, { source: 'use-solution' });
    await history.judged(user._id, problem, 'Accepted', utcAt(BASE, 30, '10:01:00'));
    now = utcAt(BASE, 30, '10:05:00');
    const graded = await browser.post(`/api/review/${problem}`, {
      startedAt: utcAt(BASE, 30, '09:55:00').toISOString(),
    });

    expect(taken.status).toBe(200);
    expect(solutionTakeSchema.parse(taken.body)).toEqual({
      problemId: problem,
      source: 'use-solution',
      takenAt: utcAt(BASE, 30, '10:00:00').toISOString(),
    });
    expect(graded.status).toBe(200);
    expect(reviewGradeResponseSchema.parse(graded.body).rating).toBe('again');
  });

  it('when the editorial is played twice on one UTC day, then the first take stands, and the next day is a new one', async () => {
    const { browser } = await signedInBrowser(t.app);
    const problem = await history.problem();
    now = utcAt(BASE, 40, '08:00:00');
    const first = await browser.post(`/api/solution-takes/${problem}`, { source: 'editorial' });
    now = utcAt(BASE, 40, '23:59:00');
    const again = await browser.post(`/api/solution-takes/${problem}`, { source: 'editorial' });
    now = utcAt(BASE, 41, '00:01:00');
    const nextDay = await browser.post(`/api/solution-takes/${problem}`, { source: 'editorial' });

    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(solutionTakeSchema.parse(again.body).takenAt).toBe(utcAt(BASE, 40, '08:00:00').toISOString());
    expect(solutionTakeSchema.parse(nextDay.body).takenAt).toBe(utcAt(BASE, 41, '00:01:00').toISOString());
  });

  it('when a visitor calls, the source is the AI’s or unknown, or the problem does not exist, then 401, 400 and 404', async () => {
    const { browser } = await signedInBrowser(t.app);
    const visitor = await openBrowser(t.app);
    const problem = await history.problem();

    expect((await visitor.post(`/api/solution-takes/${problem}`, { source: 'editorial' })).status).toBe(401);
    expect((await browser.post(`/api/solution-takes/${problem}`, { source: 'ai' })).status).toBe(400);
    expect((await browser.post(`/api/solution-takes/${problem}`, { source: 'peeked' })).status).toBe(400);
    expect((await browser.post('/api/solution-takes/no-such-problem', { source: 'editorial' })).status).toBe(
      404,
    );
  });
});
