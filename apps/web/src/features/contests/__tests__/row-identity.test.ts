import { describe, expect, it } from 'vitest';
import { ownRowId, rowId, rowName } from '@/features/contests/lib/row-identity';
import { cell, row, teamRow } from '@/features/contests/__tests__/board-fixtures';

const TEAM = '00000000-0000-4000-8000-0000000000e1';

describe('a board row’s identity', () => {
  it('when a row carries a team, then it is known by the team’s id and name; a user row by the user’s', () => {
    const team = teamRow({ _id: TEAM, name: 'Kernel Panic' }, 1, 0, [cell('A')]);
    expect(rowId(team)).toBe(TEAM);
    expect(rowName(team)).toBe('Kernel Panic');
    // Even a team row that also named a member is the team's row.
    expect(rowId({ ...team, user: { _id: 'ada', firstName: 'Ada', lastName: null } })).toBe(TEAM);
    expect(rowId(row('ada', 1, 0, []))).toBe('ada');
    expect(rowName(row('ada', 1, 0, []))).toBe('ada');
  });

  it('when the viewer takes part with a team, then their own row is the team’s; otherwise their own', () => {
    const team = { _id: TEAM, name: 'Kernel Panic', affiliation: null, country: null };
    const participation = { startAt: null, endAt: null, team };
    expect(ownRowId({ participation }, 'ada')).toBe(TEAM);
    expect(ownRowId({ participation: { startAt: null, endAt: null } }, 'ada')).toBe('ada');
    expect(ownRowId({ participation: null }, undefined)).toBeUndefined();
  });
});
