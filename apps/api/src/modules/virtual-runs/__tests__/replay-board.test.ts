import { describe, expect, it } from 'vitest';
import type { Verdict } from '@codecourt/contracts';
import type { Try } from '../../contest-scores/scoring.js';
import { compareRun, median } from '../comparison.js';
import { boardAt } from '../replay-board.js';
import type { Entrant, ReplayRules } from '../replay-board.js';

const MINUTE_MS = 60_000;
const START = new Date('2030-01-01T10:00:00Z');
const icpc: ReplayRules = {
  format: 'icpc',
  penaltyMinutes: 20,
  problems: [
    { label: 'A', points: 1 },
    { label: 'B', points: 1 },
  ],
};

const attempt = (start: Date, minute: number, verdict: Verdict): Try => ({
  createdAt: new Date(start.getTime() + minute * MINUTE_MS + 1_000),
  status: 'done',
  verdict,
  percent: verdict === 'Accepted' ? 100 : 0,
});

/** An entrant from `[label, minute, verdict]` tries, started at `start`. */
function entrant(name: string, tries: [string, number, Verdict][], start = START): Entrant {
  const byLabel = new Map<string, Try[]>();
  for (const [label, minute, verdict] of tries)
    byLabel.set(label, [...(byLabel.get(label) ?? []), attempt(start, minute, verdict)]);
  return {
    participationId: name,
    user: { _id: name, firstName: name, lastName: '' },
    startAt: start,
    tries: byLabel,
  };
}

const field = [
  entrant('Ada', [
    ['A', 5, 'Accepted'],
    ['B', 20, 'Wrong Answer'],
    ['B', 45, 'Accepted'],
  ]),
  entrant('Bob', [
    ['A', 8, 'Wrong Answer'],
    ['A', 12, 'Accepted'],
    ['B', 50, 'Accepted'],
  ]),
  entrant('Cy', [['B', 9, 'Accepted']]),
];
const table = (minutes: number, entrants = field) =>
  boardAt(entrants, icpc, minutes * MINUTE_MS).map(
    (r) => `${String(r.rank)} ${r.user?.firstName} ${String(r.solved)} ${String(r.penalty)}`,
  );

describe('the board at an elapsed time', () => {
  it.each([
    [0, ['1 Ada 0 0', '1 Bob 0 0', '1 Cy 0 0']],
    [10, ['1 Ada 1 5', '2 Cy 1 9', '3 Bob 0 0']],
    [47, ['1 Ada 2 70', '2 Cy 1 9', '3 Bob 1 32']],
    [100, ['1 Ada 2 70', '2 Bob 2 82', '3 Cy 1 9']],
  ])('when the field is read at minute %i, then it stands as it did then', (minutes, rows) => {
    expect(table(minutes)).toEqual(rows);
  });

  it('when a try is still hidden by the clock, then it is not even counted as an attempt', () => {
    const [bob] = boardAt(field, icpc, 7 * MINUTE_MS).filter((r) => r.user?.firstName === 'Bob');

    expect(bob?.problems[0]).toMatchObject({ attempts: 0, solved: false });
  });

  it('when a virtual entrant started a year later, then their minutes count from their own start', () => {
    const later = new Date(START.getTime() + 365 * 24 * 60 * MINUTE_MS);
    const you = entrant('You', [['A', 3, 'Accepted']], later);

    const rows = boardAt([...field, you], icpc, 10 * MINUTE_MS);

    expect(rows.map((r) => `${String(r.rank)} ${r.user?.firstName}`)).toEqual([
      '1 You',
      '2 Ada',
      '3 Cy',
      '4 Bob',
    ]);
    // First to solve A in elapsed time: the virtual entrant at minute 3, not Ada at 5.
    expect(rows[0]?.problems[0]?.first).toBe(true);
    expect(rows[1]?.problems[0]?.first).toBe(false);
  });
});

describe('the comparison at the end of a run', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[9, 1, 5], 5],
    [[12, 5], 8.5],
  ])('when the median of %j is taken, then it is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('when the run ends, then each problem shows your time and tries against the field’s fastest and median', () => {
    const you = entrant('You', [
      ['A', 11, 'Wrong Answer'],
      ['A', 30, 'Accepted'],
    ]);
    const rows = boardAt([...field, you], icpc, 100 * MINUTE_MS);
    const mine = rows.find((r) => r.user?.firstName === 'You');
    if (!mine) throw new Error('no row');

    expect(
      compareRun(
        mine,
        rows.filter((r) => r !== mine),
      ),
    ).toEqual([
      {
        label: 'A',
        you: { solved: true, minutes: 30, attempts: 2 },
        field: { participants: 3, solvers: 2, fastestMinutes: 5, medianMinutes: 8.5, medianAttempts: 1.5 },
      },
      {
        label: 'B',
        you: { solved: false, minutes: null, attempts: 0 },
        field: { participants: 3, solvers: 3, fastestMinutes: 9, medianMinutes: 45, medianAttempts: 1 },
      },
    ]);
  });
});
