import { describe, expect, it } from 'vitest';
import type { Verdict } from '@codecourt/contracts';
import { buildBoardRows } from '../board-rows.js';
import type { BoardParticipant } from '../board-rows.js';
import { rowTotals, scoreCell } from '../../contest-scores/scoring.js';
import type { CellRules, ScoredCell, Try } from '../../contest-scores/scoring.js';

const START = new Date('2030-01-01T10:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(START.getTime() + minutes * 60_000 + seconds * 1000);
const judged = (minutes: number, verdict: Verdict, percent = verdict === 'Accepted' ? 100 : 0): Try => ({
  createdAt: at(minutes),
  status: 'done',
  verdict,
  percent,
});
const waiting = (minutes: number): Try => ({
  createdAt: at(minutes),
  status: 'pending',
  verdict: null,
  percent: 0,
});
const icpc: CellRules = { format: 'icpc', startAt: START, points: 1, penaltyMinutes: 20 };
const leetcode: CellRules = { format: 'leetcode', startAt: START, points: 5, penaltyMinutes: 5 };
const ioi: CellRules = { format: 'ioi', startAt: START, points: 100, penaltyMinutes: 0 };

describe('scoreCell (ICPC)', () => {
  it.each([
    // tries, solved, attempts, minutes, penalty (minutes + 20 per rejected try before the first accept)
    ['when accepted at once, then the penalty is the minutes', [judged(17, 'Accepted')], true, 1, 17, 17],
    [
      'when two wrong tries come first, then each adds 20 minutes',
      [judged(5, 'Wrong Answer'), judged(9, 'Time Limit Exceeded'), judged(30, 'Accepted')],
      true,
      3,
      30,
      70,
    ],
    [
      'when a compilation error and an internal error come first, then neither counts',
      [judged(3, 'Compilation Error'), judged(4, 'Internal Error'), judged(10, 'Accepted')],
      true,
      1,
      10,
      10,
    ],
    [
      'when tries follow the first accept, then they change nothing',
      [judged(10, 'Accepted'), judged(11, 'Wrong Answer'), judged(12, 'Accepted')],
      true,
      1,
      10,
      10,
    ],
    [
      'when never accepted, then the rejected tries show and cost nothing',
      [judged(10, 'Wrong Answer'), judged(12, 'Runtime Error')],
      false,
      2,
      null,
      0,
    ],
  ] as const)('%s', (_name, tries, solved, attempts, minutes, penalty) => {
    const cell = scoreCell([...tries], icpc, null);
    expect(cell).toMatchObject({ solved, attempts, minutes, penalty, pending: 0 });
  });

  it('when the accepted try is made at 59 s past a minute, then the minutes are floored', () => {
    const cell = scoreCell([{ ...judged(0, 'Accepted'), createdAt: at(44, 59) }], icpc, null);
    expect(cell.minutes).toBe(44);
  });

  it('when a windowed participant started later, then minutes count from their own start', () => {
    const cell = scoreCell([judged(90, 'Accepted')], { ...icpc, startAt: at(60) }, null);
    expect(cell).toMatchObject({ minutes: 30, penalty: 30 });
  });

  it('when tries come in any order, then they are scored in the order they were made', () => {
    const cell = scoreCell([judged(30, 'Accepted'), judged(5, 'Wrong Answer')], icpc, null);
    expect(cell).toMatchObject({ attempts: 2, penalty: 50 });
  });

  it('when a try is still being judged, then it is pending and not solved', () => {
    const cell = scoreCell([judged(5, 'Wrong Answer'), waiting(8)], icpc, null);
    expect(cell).toMatchObject({ solved: false, attempts: 2, pending: 1 });
  });

  it('when tries fall at or after the freeze, then the public cell counts them pending (even a compilation error) and hides the result', () => {
    const tries = [judged(5, 'Wrong Answer'), judged(60, 'Accepted'), judged(70, 'Compilation Error')];
    const frozen = scoreCell(tries, icpc, at(60));
    expect(frozen).toMatchObject({ solved: false, attempts: 3, pending: 2, minutes: null, score: 0 });
    expect(scoreCell(tries, icpc, null)).toMatchObject({
      solved: true,
      attempts: 2,
      pending: 0,
      penalty: 80,
    });
  });

  it('when a problem was solved before the freeze, then the public cell shows it solved', () => {
    const tries = [judged(20, 'Accepted'), judged(70, 'Wrong Answer')];
    expect(scoreCell(tries, icpc, at(60))).toMatchObject({ solved: true, attempts: 1, pending: 0 });
  });

  it('when an Internal Error is retried and accepted later, then the cell is re-scored from every try', () => {
    const first = scoreCell([judged(10, 'Internal Error')], icpc, null);
    const again = scoreCell([judged(10, 'Internal Error'), judged(15, 'Accepted')], icpc, null);
    expect(first).toMatchObject({ solved: false, attempts: 0 });
    expect(again).toMatchObject({ solved: true, attempts: 1, penalty: 15 });
  });
});

describe('scoreCell (LeetCode and IOI)', () => {
  it('when solved after a wrong try in LeetCode, then it scores its points and 5 penalty minutes', () => {
    const cell = scoreCell([judged(3, 'Wrong Answer'), judged(12, 'Accepted')], leetcode, null);
    expect(cell).toMatchObject({ solved: true, score: 5, minutes: 12, penalty: 5 });
  });

  it('when IOI tries score 40 then 70 then 50, then the best, 70, counts from its time', () => {
    const tries = [
      judged(5, 'Wrong Answer', 40),
      judged(9, 'Wrong Answer', 70),
      judged(20, 'Wrong Answer', 50),
    ];
    expect(scoreCell(tries, ioi, null)).toMatchObject({ solved: false, score: 70, minutes: 9, attempts: 3 });
  });

  it('when an IOI try is fully accepted, then the problem is solved with its points', () => {
    const cell = scoreCell(
      [judged(5, 'Wrong Answer', 50), judged(8, 'Accepted')],
      { ...ioi, points: 250 },
      null,
    );
    expect(cell).toMatchObject({ solved: true, score: 250, solvedAtMs: at(8).getTime() });
  });

  it('when an IOI compilation error comes, then it scores nothing and is not a try', () => {
    expect(scoreCell([judged(5, 'Compilation Error')], ioi, null)).toMatchObject({ attempts: 0, score: 0 });
  });
});

const user = (name: string, id: string) => ({ _id: id, firstName: name, lastName: null });
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const participant = (n: number, cells: Record<string, ScoredCell>): BoardParticipant => ({
  participationId: uuid(n),
  user: user(`User ${String(n)}`, uuid(100 + n)),
  cells: new Map(Object.entries(cells)),
});
const solvedAt = (minutes: number, penalty: number, rules = icpc): ScoredCell =>
  scoreCell(
    [
      ...Array.from(
        { length: (penalty - (rules.format === 'icpc' ? minutes : 0)) / rules.penaltyMinutes },
        () => judged(0, 'Wrong Answer'),
      ),
      judged(minutes, 'Accepted'),
    ],
    rules,
    null,
  );

describe('buildBoardRows', () => {
  it('when ICPC rows are ranked, then more solved, then less penalty, then an earlier last solve wins and ties share', () => {
    const rows = buildBoardRows(
      [
        participant(1, { A: solvedAt(10, 10) }), // 1 solved, 10
        participant(2, { A: solvedAt(20, 40), B: solvedAt(50, 50) }), // 2 solved, 90, last 50
        participant(3, { A: solvedAt(40, 40), B: solvedAt(50, 50) }), // 2 solved, 90, last 50: ties with 2
        participant(4, { A: solvedAt(30, 30), B: solvedAt(60, 60) }), // 2 solved, 90, last 60
        participant(5, {}),
      ],
      ['A', 'B'],
      'icpc',
    );
    expect(rows.map((r) => [r.user?.firstName, r.rank, r.solved, r.penalty])).toEqual([
      ['User 2', 1, 2, 90],
      ['User 3', 1, 2, 90],
      ['User 4', 3, 2, 90],
      ['User 1', 4, 1, 10],
      ['User 5', 5, 0, 0],
    ]);
  });

  it('when two participants solve a problem, then only the earlier solve is marked first', () => {
    const rows = buildBoardRows(
      [participant(1, { A: solvedAt(30, 30) }), participant(2, { A: solvedAt(12, 12) })],
      ['A'],
      'icpc',
    );
    expect(rows.map((r) => [r.user?.firstName, r.problems[0]?.first])).toEqual([
      ['User 2', true],
      ['User 1', false],
    ]);
  });

  it('when LeetCode rows are ranked, then points first, then the finish time with 5 minutes per wrong try', () => {
    const rows = buildBoardRows(
      [
        participant(1, { A: solvedAt(10, 5, leetcode), B: solvedAt(40, 0, leetcode) }), // 10 pts, 40 + 5
        participant(2, { A: solvedAt(10, 0, leetcode), B: solvedAt(44, 0, leetcode) }), // 10 pts, 44
        participant(3, { A: solvedAt(2, 0, leetcode) }), // 5 pts
      ],
      ['A', 'B'],
      'leetcode',
    );
    expect(rows.map((r) => [r.user?.firstName, r.rank, r.score, r.penalty])).toEqual([
      ['User 2', 1, 10, 44],
      ['User 1', 2, 10, 45],
      ['User 3', 3, 5, 2],
    ]);
  });

  it('when IOI rows have equal scores, then they share a rank whatever the time', () => {
    const s = (percent: number, minutes: number) =>
      scoreCell([judged(minutes, 'Wrong Answer', percent)], ioi, null);
    const rows = buildBoardRows(
      [
        participant(1, { A: s(60, 5), B: s(30, 9) }),
        participant(2, { A: s(90, 50) }),
        participant(3, { A: s(10, 1) }),
      ],
      ['A', 'B'],
      'ioi',
    );
    expect(rows.map((r) => [r.user?.firstName, r.rank, r.score])).toEqual([
      ['User 1', 1, 90],
      ['User 2', 1, 90],
      ['User 3', 3, 10],
    ]);
    expect(rowTotals([s(60, 5), s(30, 9)], 'ioi')).toMatchObject({ score: 90, penalty: 0 });
  });
});
