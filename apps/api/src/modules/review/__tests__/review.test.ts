import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, reviewGradeResponseSchema, reviewQueueSchema } from '@codecourt/contracts';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createProblemVisibility } from '../../problems/visibility/problem-visibility.js';
import { createReviewRepository } from '../repository.js';
import { createReviewService } from '../service.js';

const BASE = '2031-05-01';
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

const queue = async (browser: TestBrowser) => {
  const res = await browser.get('/api/review');
  expect(res.status).toBe(200);
  return reviewQueueSchema.parse(res.body);
};

describe('GET /api/review and POST /api/review/{problemId}', () => {
  it('when a user solved problems, then each is a card graded from the history, due on FSRS’s dates, and reviewing it regrades it', async () => {
    now = utcAt(BASE, 0);
    const { browser, user } = await signedInBrowser(t.app);
    const afterWrongTries = await history.problem('medium');
    const firstTry = await history.problem('easy');
    await history.judged(user._id, afterWrongTries, 'Wrong Answer', utcAt(BASE, 0, '10:00:00'));
    await history.judged(user._id, afterWrongTries, 'Accepted', utcAt(BASE, 0, '10:05:00'));
    await history.judged(user._id, firstTry, 'Accepted', utcAt(BASE, 0, '11:00:00'));

    const fresh = await queue(browser);
    expect(fresh.dueCount).toBe(0);
    expect(fresh.upcoming.map((c) => [c.problem._id, c.lastRating, c.due])).toEqual([
      [afterWrongTries, 'hard', utcAt(BASE, 2, '10:05:00').toISOString()],
      [firstTry, 'good', utcAt(BASE, 3, '11:00:00').toISOString()],
    ]);

    const early = await browser.post(`/api/review/${afterWrongTries}`, {});
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: MESSAGES.reviewNotDue });

    now = utcAt(BASE, 2, '12:00:00');
    const due = await queue(browser);
    expect(due.dueCount).toBe(1);
    expect(due.due[0]?.problem._id).toBe(afterWrongTries);
    const notSolvedAgain = await browser.post(`/api/review/${afterWrongTries}`, {});
    expect(notSolvedAgain.status).toBe(409);
    expect(notSolvedAgain.body).toEqual({ error: MESSAGES.reviewNotSolvedAgain });

    await history.judged(user._id, afterWrongTries, 'Accepted', utcAt(BASE, 2, '11:50:00'));
    const statsBefore = await browser.get('/api/stats/my-stats');
    const graded = await browser.post(`/api/review/${afterWrongTries}`, {
      startedAt: utcAt(BASE, 2, '11:40:00').toISOString(),
    });
    const statsAfter = await browser.get('/api/stats/my-stats');

    expect(graded.status).toBe(200);
    const { rating, card } = reviewGradeResponseSchema.parse(graded.body);
    expect(rating).toBe('easy');
    expect(card).toMatchObject({ reps: 2, lastRating: 'easy', lastReview: now.toISOString() });
    expect(new Date(card.due).getTime()).toBeGreaterThan(utcAt(BASE, 4).getTime());
    expect(statsAfter.status).toBe(200);
    expect(statsAfter.body).toEqual(statsBefore.body);
    expect((await queue(browser)).dueCount).toBe(0);
  });

  it('when the review’s start lies before the last grading, then 400', async () => {
    now = utcAt(BASE, 10);
    const { browser, user } = await signedInBrowser(t.app);
    const problem = await history.problem();
    await history.judged(user._id, problem, 'Accepted', utcAt(BASE, 0, '09:00:00'));
    await queue(browser);

    const res = await browser.post(`/api/review/${problem}`, {
      startedAt: utcAt(BASE, 0, '08:00:00').toISOString(),
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.reviewStartInvalid });
  });

  it('when another user or a visitor asks, then they see none of the user’s cards and cannot grade them', async () => {
    now = utcAt(BASE, 20);
    const { user } = await signedInBrowser(t.app);
    const problem = await history.problem();
    await history.judged(user._id, problem, 'Accepted', utcAt(BASE, 0, '09:00:00'));
    const { browser: other } = await signedInBrowser(t.app);
    const visitor = await openBrowser(t.app);

    expect(await queue(other)).toMatchObject({ dueCount: 0, due: [], upcoming: [] });
    const graded = await other.post(`/api/review/${problem}`, {});
    expect(graded.status).toBe(404);
    expect(graded.body).toEqual({ error: MESSAGES.reviewCardNotFound });
    expect((await visitor.get('/api/review')).status).toBe(401);
    expect((await visitor.post(`/api/review/${problem}`, {})).status).toBe(401);
  });

  it('when the body is malformed or the problem unknown, then 400 and 404', async () => {
    const { browser } = await signedInBrowser(t.app);
    const problem = await history.problem();

    expect((await browser.post(`/api/review/${problem}`, { startedAt: 'yesterday' })).status).toBe(400);
    expect((await browser.post('/api/review/no-such-problem', {})).status).toBe(404);
  });
});

describe('review grading with a solution taken', () => {
  it('when the user took the solution before solving again, then the review is graded again', async () => {
    const userId = await history.user();
    const problem = await history.problem();
    await history.judged(userId, problem, 'Accepted', utcAt(BASE, 0, '09:00:00'));
    let clock = utcAt(BASE, 1);
    const taken = utcAt(BASE, 30, '10:00:00');
    const review = createReviewService({
      cards: createReviewRepository(t.database.db),
      problems: createProblemVisibility({ db: t.database.db }),
      solutionTaken: (_user, _problem, since) => Promise.resolve(since && since < taken ? [taken] : []),
      clock: () => clock,
    });
    await review.queue(userId);
    clock = utcAt(BASE, 30, '12:00:00');
    await history.judged(userId, problem, 'Accepted', utcAt(BASE, 30, '10:01:00'));

    const graded = await review.grade(userId, problem, utcAt(BASE, 30, '09:55:00'));

    expect(graded.rating).toBe('again');
    expect(graded.card.card.lapses).toBe(1);
    expect(graded.card.card.due).toEqual(utcAt(BASE, 31, '12:00:00'));
  });
});
