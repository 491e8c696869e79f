// IOI with scoring groups (issue #22 item 3): per problem, the sum over groups of each group's best score
// across the participant's tries, against hand-worked tables.
import { describe, expect, it } from 'vitest';
import type { Verdict } from '@codecourt/contracts';
import { scoreCell } from '../scoring.js';
import type { CellRules, Try } from '../scoring.js';

const START = new Date('2030-01-01T10:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const ioi = (points = 100): CellRules => ({ format: 'ioi', startAt: START, points, penaltyMinutes: 0 });

/** A judged try scoring `small` of 40 and `large` of 60. */
const scored = (minutes: number, small: number, large: number, verdict: Verdict = 'Wrong Answer'): Try => ({
  createdAt: at(minutes),
  status: 'done',
  verdict,
  percent: small + large,
  groups: [
    { name: 'small', score: small, maxScore: 40 },
    { name: 'large', score: large, maxScore: 60 },
  ],
});
const plain = (minutes: number, percent: number, verdict: Verdict = 'Wrong Answer'): Try => ({
  createdAt: at(minutes),
  status: 'done',
  verdict,
  percent,
});

describe('scoreCell (IOI with scoring groups)', () => {
  it.each([
    // tries, points, score, minutes (of the try that raised the total last), solved
    ['when one try scores one group, then the cell is that group', [scored(5, 40, 0)], 100, 40, 5, false],
    [
      'when two tries each solve another group, then their bests add up to full marks',
      [scored(5, 40, 0), scored(12, 0, 60)],
      100,
      100,
      12,
      true,
    ],
    [
      'when a later try is worse in every group, then the earlier bests stay',
      [scored(3, 40, 30), scored(8, 0, 0), scored(9, 20, 10)],
      100,
      70,
      3,
      false,
    ],
    [
      'when a later try improves only one group, then the other keeps its best from before',
      [scored(3, 40, 0), scored(7, 10, 30)],
      100,
      70,
      7,
      false,
    ],
    [
      'when the problem is worth 250 points, then the group sum is scaled to them',
      [scored(4, 40, 0), scored(6, 0, 30)],
      250,
      175,
      6,
      false,
    ],
    [
      'when a compilation error comes between, then it neither counts nor resets the bests',
      [scored(2, 40, 0), { ...plain(4, 0, 'Compilation Error'), groups: [] }, scored(6, 0, 60)],
      100,
      100,
      6,
      true,
    ],
  ])('%s', (_name, tries, points, score, minutes, solved) => {
    expect(scoreCell(tries, ioi(points), null)).toMatchObject({ score, minutes, solved });
  });

  it.each([
    // without groups: 100 × passed/total of the best try
    [
      'when a problem has no groups, then the best single try counts',
      [plain(2, 30), plain(5, 80), plain(9, 50)],
      80,
      5,
    ],
    ['when no try passed a test, then the cell scores 0 with no minutes', [plain(2, 0)], 0, null],
  ])('%s', (_name, tries, score, minutes) => {
    expect(scoreCell(tries, ioi(), null)).toMatchObject({ score, minutes });
  });

  it('when a group-solving try falls after the freeze, then the public cell keeps the bests from before it', () => {
    const tries = [scored(5, 40, 0), scored(50, 0, 60)];

    expect(scoreCell(tries, ioi(), at(30))).toMatchObject({ score: 40, pending: 1, attempts: 2 });
    expect(scoreCell(tries, ioi(), null)).toMatchObject({ score: 100, solved: true });
  });
});
