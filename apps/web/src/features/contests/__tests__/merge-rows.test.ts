import { describe, expect, it } from 'vitest';
import type { Scoreboard } from '@codecourt/contracts';
import { mergeRows } from '@/features/contests/lib/merge-rows';
import { rowId } from '@/features/contests/lib/row-identity';
import { cell, row, teamRow } from '@/features/contests/__tests__/board-fixtures';

const board = (rows: Scoreboard['rows']): Scoreboard => ({
  contestId: 'c1',
  format: 'icpc',
  frozen: false,
  updatedAt: '2030-01-01T10:00:00.000Z',
  total: rows.length,
  rows,
});
const event = (rows: Scoreboard['rows'], total: number) => ({
  contestId: 'c1',
  frozen: false,
  updatedAt: '2030-01-01T10:01:00.000Z',
  total,
  rows,
});

describe('a live board page', () => {
  it('when a participant solves and climbs, then their new row replaces the old one and the page is in rank order', () => {
    const page = board([row('ann', 1, 10, [cell('A', 'ok:10/1')]), row('bob', 2, 0, [cell('A')])]);
    const next = mergeRows(
      page,
      event([row('bob', 1, 5, [cell('A', 'ok:5/1')]), row('ann', 2, 10, [cell('A', 'ok:10/1')])], 2),
      0,
      50,
    );
    expect(next.rows.map((r) => `${String(r.rank)}:${rowId(r)}`)).toEqual(['1:bob', '2:ann']);
    expect(next.updatedAt).toBe('2030-01-01T10:01:00.000Z');
  });

  it('when a changed row ranks beyond this page, then it leaves the page; when a new one ranks on it, it joins', () => {
    const page = board([row('ann', 1, 10, [cell('A', 'ok:10/1')]), row('bob', 2, 0, [cell('A')])]);
    const next = mergeRows(
      page,
      event([row('bob', 3, 0, [cell('A', 'no/1')]), row('cy', 2, 4, [cell('A', 'ok:4/1')])], 3),
      0,
      2,
    );
    expect(next.rows.map((r) => rowId(r))).toEqual(['ann', 'cy']);
    expect(next.total).toBe(3);
  });

  it("when the viewer's own row changes off this page, then the pinned me row follows it", () => {
    const page = { ...board([row('ann', 1, 10, [cell('A', 'ok:10/1')])]), me: row('bob', 2, 0, [cell('A')]) };
    const next = mergeRows(page, event([row('bob', 2, 0, [cell('A', 'no/1')])], 2), 0, 1);
    expect(next.rows.map((r) => rowId(r))).toEqual(['ann']);
    expect(next.me?.problems[0]?.attempts).toBe(1);
    expect(mergeRows(board(page.rows), event([], 2), 0, 1).me).toBeUndefined();
  });

  it('when a team contest’s row changes, then the team’s new row replaces its old one and the pinned team row follows', () => {
    const panic = { _id: 'panic', name: 'Kernel Panic' };
    const page = {
      ...board([teamRow({ _id: 'bits', name: 'Bits' }, 1, 10, [cell('A', 'ok:10/1')])]),
      me: teamRow(panic, 2, 0, [cell('A')]),
    };
    const solved = teamRow(panic, 1, 5, [cell('A', 'ok:5/1')]);
    const next = mergeRows(
      page,
      event([solved, teamRow({ _id: 'bits', name: 'Bits' }, 2, 10, [cell('A', 'ok:10/1')])], 2),
      0,
      50,
    );
    expect(next.rows.map((r) => `${String(r.rank)}:${rowId(r)}`)).toEqual(['1:panic', '2:bits']);
    expect(next.me).toEqual(solved);
  });

  it('when a change comes as this page whole, then its rows replace the page (who fell off it is gone)', () => {
    const page = { ...board([row('ann', 51, 10, [cell('A', 'ok:10/1')]), row('bob', 52, 0, [cell('A')])]) };
    const whole = {
      ...event(
        [row('zed', 51, 12, [cell('A', 'ok:12/1')]), row('ann', 52, 10, [cell('A', 'ok:10/1')])],
        9000,
      ),
      page: 2,
    };

    const next = mergeRows(page, whole, 50, 2);

    expect(next.rows.map((r) => `${String(r.rank)}:${rowId(r)}`)).toEqual(['51:zed', '52:ann']);
    expect(next.total).toBe(9000);
  });

  it("when the viewer's own row comes alone, then the pinned row takes it, and on this page it moves with it", () => {
    const bob = row('bob', 2, 0, [cell('A')]);
    const page = { ...board([row('ann', 1, 10, [cell('A', 'ok:10/1')]), bob]), me: bob };
    const moved = row('bob', 3, 0, [cell('A')]);

    const next = mergeRows(page, { ...event([], 3), me: moved }, 0, 2);

    expect(next.me).toEqual(moved);
    expect(next.rows.map((r) => `${String(r.rank)}:${rowId(r)}`)).toEqual(['1:ann']);
    const kept = mergeRows(page, { ...event([], 3), me: { ...bob, rank: 2 } }, 0, 2);
    expect(kept.rows.map((r) => rowId(r))).toEqual(['ann', 'bob']);
  });
});
