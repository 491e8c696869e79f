import { describe, expect, it } from 'vitest';
import { scoringGroupSchema } from '@codecourt/contracts';
import type { ScoringGroup, Verdict } from '@codecourt/contracts';
import { scoreSubmission } from '../scoring.js';
import type { ScoredOutcome } from '../scoring.js';

const groups = (...list: ScoringGroup[]) => list.map((g) => scoringGroupSchema.parse(g));
const AC: Verdict = 'Accepted';
const WA: Verdict = 'Wrong Answer';
const TLE: Verdict = 'Time Limit Exceeded';
const inGroup = (group: string, ...verdicts: Verdict[]): ScoredOutcome[] =>
  verdicts.map((verdict) => ({ verdict, group }));

describe('scoreSubmission (hand-worked tables)', () => {
  it('when small (40, sum) passes and large (60, min) fails one test, then 40 of 100', () => {
    const result = scoreSubmission(
      [...inGroup('small', AC, AC), ...inGroup('large', AC, WA, AC)],
      groups({ name: 'small', score: 40 }, { name: 'large', score: 60, aggregation: 'min' }),
    );
    expect(result.score).toBe(40);
    expect(result.groups).toEqual([
      { name: 'small', score: 40, maxScore: 40, verdict: AC, testsPassed: 2, totalTests: 2 },
      { name: 'large', score: 0, maxScore: 60, verdict: WA, testsPassed: 2, totalTests: 3 },
    ]);
    expect(result.testScores).toEqual([1, 1, 1, 0, 1]);
  });

  it.each([
    // verdicts of a sum group of score 40: each accepted test is worth 40 / 4
    [[AC, AC, AC, AC], 40],
    [[AC, WA, AC, AC], 30],
    [[TLE, WA, AC, WA], 10],
    [[WA, WA, WA, WA], 0],
  ] as const)('when a sum group of 4 tests worth 40 gets %j, then it scores %d', (verdicts, expected) => {
    const result = scoreSubmission(inGroup('g', ...verdicts), groups({ name: 'g', score: 40 }));
    expect(result.score).toBe(expected);
  });

  it('when a group has no score, then its raw accept/reject scores add up (5 + 5 + 0 of 15)', () => {
    const result = scoreSubmission(inGroup('g', AC, AC, TLE), groups({ name: 'g', acceptScore: 5 }));
    expect(result.groups[0]).toMatchObject({ score: 10, maxScore: 15, verdict: TLE });
  });

  it('when a min group has no score and a reject score of -1, then a failure scores -1 of 1', () => {
    const result = scoreSubmission(
      inGroup('g', AC, WA),
      groups({ name: 'g', aggregation: 'min', rejectScore: -1 }),
    );
    expect(result.groups[0]).toMatchObject({ score: -1, maxScore: 1 });
  });

  it('when a validator wrote scores 0.5 and 1 in a sum group worth 100, then 75', () => {
    const outcomes: ScoredOutcome[] = [
      { verdict: AC, group: 'g', score: 0.5 },
      { verdict: AC, group: 'g', score: 1 },
    ];
    const result = scoreSubmission(outcomes, groups({ name: 'g', score: 100 }));
    expect(result.score).toBe(75);
    expect(result.testScores).toEqual([0.5, 1]);
  });

  it('when a validator wrote a score but the test failed, then the reject score counts', () => {
    const result = scoreSubmission([{ verdict: WA, group: 'g', score: 1 }], groups({ name: 'g', score: 10 }));
    expect(result.score).toBe(0);
  });

  it('when a test has no group (a sample), then it has no score and changes no group', () => {
    const result = scoreSubmission([{ verdict: WA }, ...inGroup('g', AC)], groups({ name: 'g', score: 20 }));
    expect(result.testScores).toEqual([undefined, 1]);
    expect(result.score).toBe(20);
  });

  it('when a group has no tests, then it scores 0 of its score and is not failed', () => {
    const result = scoreSubmission([], groups({ name: 'empty', score: 30 }));
    expect(result.groups[0]).toEqual({
      name: 'empty',
      score: 0,
      maxScore: 30,
      verdict: AC,
      testsPassed: 0,
      totalTests: 0,
    });
  });

  it('when group scores are decimals (0.1 + 0.2), then the total is exactly 0.3', () => {
    const result = scoreSubmission(
      [...inGroup('a', AC), ...inGroup('b', AC)],
      groups({ name: 'a', score: 0.1 }, { name: 'b', score: 0.2 }),
    );
    expect(result.score).toBe(0.3);
  });

  it('when one of three tests of a group worth 10 fails, then 6.666667 (rounded to millionths)', () => {
    const result = scoreSubmission(inGroup('g', AC, AC, WA), groups({ name: 'g', score: 10 }));
    expect(result.score).toBe(6.666667);
  });
});
