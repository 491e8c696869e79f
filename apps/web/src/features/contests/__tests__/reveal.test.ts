import { describe, expect, it } from 'vitest';
import type { ScoreboardRow } from '@codecourt/contracts';
import { revealSteps } from '@/features/contests/lib/reveal';
import { rowId } from '@/features/contests/lib/row-identity';
import { cell, row } from '@/features/contests/__tests__/board-fixtures';

const order = (rows: ScoreboardRow[]) => rows.map((r) => `${String(r.rank)}:${rowId(r)}`);

describe('the reveal', () => {
  it('when two rows hide results, then the bottom one resolves first, climbs, and the last step is the final board', () => {
    const frozen = [
      row('ann', 1, 30, [cell('A', 'ok:30/1'), cell('B')]),
      row('bob', 2, 0, [cell('A', '?/1'), cell('B')]),
      row('cy', 3, 0, [cell('A', '?/2'), cell('B', '?/1')]),
    ];
    const final = [
      row('cy', 1, 70, [cell('A', 'ok:40/2'), cell('B', 'ok:10/1')]),
      row('ann', 2, 30, [cell('A', 'ok:30/1'), cell('B')]),
      row('bob', 3, 0, [cell('A', 'no/1'), cell('B')]),
    ];

    const steps = revealSteps(frozen, final);

    expect(steps.map(order)).toEqual([
      ['1:ann', '2:bob', '3:cy'],
      // cy (lowest with hidden results) shows two solved and goes to the top.
      ['1:cy', '2:ann', '3:bob'],
      // then bob, now the lowest hidden one, shows his wrong answer and stays.
      ['1:cy', '2:ann', '3:bob'],
    ]);
    expect(steps.at(-1)).toEqual(final);
    expect(steps[1]?.find((r) => rowId(r) === 'bob')?.problems[0]?.pending).toBe(1);
  });

  it('when nothing was hidden, then the reveal is the one board with nothing to replay', () => {
    const board = [row('ann', 1, 10, [cell('A', 'ok:10/1')])];
    expect(revealSteps(board, board)).toEqual([board]);
  });

  it('when a revealed row ties the one above, then both share the rank', () => {
    const frozen = [row('ann', 1, 10, [cell('A', 'ok:10/1')]), row('bob', 2, 0, [cell('A', '?/1')])];
    const final = [row('ann', 1, 10, [cell('A', 'ok:10/1')]), row('bob', 1, 10, [cell('A', 'ok:10/1')])];
    expect(order(revealSteps(frozen, final)[1] ?? [])).toEqual(['1:ann', '1:bob']);
  });
});
