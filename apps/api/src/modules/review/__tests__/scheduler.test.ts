import { describe, expect, it } from 'vitest';
import { schedule } from '../scheduler.js';

const SOLVED = new Date('2031-05-01T10:00:00Z');
const daysAfter = (from: Date, due: Date) => Math.round((due.getTime() - from.getTime()) / 86_400_000);

describe('schedule (FSRS, fixed clock)', () => {
  it('when a first solve is graded, then again < hard < good < easy in days until due', () => {
    const days = (['again', 'hard', 'good', 'easy'] as const).map((r) =>
      daysAfter(SOLVED, schedule(undefined, r, SOLVED).due),
    );
    expect(days).toEqual([1, 2, 3, 8]);
  });

  it('when a good card is reviewed good on its due date, then the next interval is longer', () => {
    const first = schedule(undefined, 'good', SOLVED);
    const second = schedule(first, 'good', first.due);
    const third = schedule(second, 'good', second.due);
    expect(second.reps).toBe(2);
    expect(daysAfter(first.due, second.due)).toBeGreaterThan(daysAfter(SOLVED, first.due));
    expect(daysAfter(second.due, third.due)).toBeGreaterThan(daysAfter(first.due, second.due));
  });

  it('when a review card is graded again, then it counts a lapse and comes back the next day', () => {
    const first = schedule(undefined, 'easy', SOLVED);
    const lapsed = schedule(first, 'again', first.due);
    expect(lapsed.lapses).toBe(1);
    // No same-day relearning steps (problems are re-solved days apart): the card stays in review.
    expect(lapsed.state).toBe('review');
    expect(daysAfter(first.due, lapsed.due)).toBe(1);
  });
});
