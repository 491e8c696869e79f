// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ScoreboardTable } from '@/features/contests/components/scoreboard-table';
import { cell, row } from './board-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('scoreboard table', () => {
  it('when a virtual board holds a user twice (their live row and their run), then both rows draw without a key clash', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = row('eve', 2, 20, [cell('A', 'ok:20/1')]);
    const run = { ...row('eve', 1, 5, [cell('A', 'ok:5/1')]), virtual: true };
    render(<ScoreboardTable format="icpc" labels={['A']} rows={[run, live]} ownUserId="eve" />);
    expect(screen.getAllByTestId('scoreboard-row')).toHaveLength(2);
    const keyWarnings = errors.mock.calls.filter((args) => String(args[0]).includes('same key'));
    expect(keyWarnings).toEqual([]);
  });

  it('when a row names its user’s handle, then the name links to their public profile; without one, it is text', () => {
    const named = { ...row('ada', 1, 20, [cell('A', 'ok:20/1')]) };
    named.user = { ...named.user, handle: 'ada_l' };
    render(
      <MemoryRouter>
        <ScoreboardTable
          format="icpc"
          labels={['A']}
          rows={[named, row('bob', 2, 0, [])]}
          ownUserId="nobody"
        />
      </MemoryRouter>,
    );
    const [ada, bob] = screen.getAllByTestId('scoreboard-row');
    expect(
      within(ada as HTMLElement)
        .getByRole('link', { name: 'ada' })
        .getAttribute('href'),
    ).toBe('/u/ada_l');
    expect(within(bob as HTMLElement).queryByRole('link')).toBeNull();
  });
});
