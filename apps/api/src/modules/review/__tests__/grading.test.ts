import { describe, expect, it } from 'vitest';
import type { Verdict } from '@codecourt/contracts';
import { gradeAttempt } from '../grading.js';

const START = new Date('2031-05-01T10:00:00Z');
const minutesLater = (m: number) => new Date(START.getTime() + m * 60_000);
const submits = (...list: [Verdict, number][]) =>
  list.map(([verdict, m]) => ({ verdict, at: minutesLater(m) }));

describe('gradeAttempt', () => {
  it('when the first submit is Accepted within the fast time, then the grade is easy', () => {
    expect(
      gradeAttempt({
        difficulty: 'easy',
        submits: submits(['Accepted', 14]),
        solutionTakenAt: [],
        startedAt: START,
      }),
    ).toBe('easy');
  });

  it('when the first submit is Accepted but slower than the difficulty’s fast time, then the grade is good', () => {
    expect(
      gradeAttempt({
        difficulty: 'easy',
        submits: submits(['Accepted', 16]),
        solutionTakenAt: [],
        startedAt: START,
      }),
    ).toBe('good');
    expect(
      gradeAttempt({
        difficulty: 'hard',
        submits: submits(['Accepted', 39]),
        solutionTakenAt: [],
        startedAt: START,
      }),
    ).toBe('easy');
  });

  it('when the attempt’s start is unknown (a first solve from history), then a first-try Accepted is good', () => {
    expect(
      gradeAttempt({ difficulty: 'medium', submits: submits(['Accepted', 1]), solutionTakenAt: [] }),
    ).toBe('good');
  });

  it('when wrong tries come before the Accepted, then the grade is hard, however fast', () => {
    const history = submits(
      ['Wrong Answer', 1],
      ['Time Limit Exceeded', 2],
      ['Accepted', 3],
      ['Wrong Answer', 4],
    );
    expect(
      gradeAttempt({ difficulty: 'easy', submits: history, solutionTakenAt: [], startedAt: START }),
    ).toBe('hard');
  });

  it('when only an Internal Error comes before the Accepted, then it is not a wrong try', () => {
    const history = submits(['Internal Error', 1], ['Accepted', 2]);
    expect(
      gradeAttempt({ difficulty: 'easy', submits: history, solutionTakenAt: [], startedAt: START }),
    ).toBe('easy');
  });

  it('when the solution was taken before the Accepted, then the grade is again, even at the first try', () => {
    expect(
      gradeAttempt({
        difficulty: 'easy',
        submits: submits(['Accepted', 5]),
        solutionTakenAt: [minutesLater(4)],
        startedAt: START,
      }),
    ).toBe('again');
    expect(
      gradeAttempt({
        difficulty: 'easy',
        submits: submits(['Wrong Answer', 1], ['Accepted', 5]),
        solutionTakenAt: [minutesLater(2)],
      }),
    ).toBe('again');
  });

  it('when the solution was looked at only after the Accepted, then it does not count', () => {
    expect(
      gradeAttempt({
        difficulty: 'easy',
        submits: submits(['Accepted', 5]),
        solutionTakenAt: [minutesLater(6)],
        startedAt: START,
      }),
    ).toBe('easy');
  });

  it('when there is no Accepted submit, then there is no grade', () => {
    expect(
      gradeAttempt({ difficulty: 'easy', submits: submits(['Wrong Answer', 1]), solutionTakenAt: [] }),
    ).toBeUndefined();
    expect(gradeAttempt({ difficulty: 'easy', submits: [], solutionTakenAt: [] })).toBeUndefined();
  });
});
