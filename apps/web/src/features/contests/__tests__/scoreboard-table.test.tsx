// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ScoreboardTable } from '@/features/contests/components/scoreboard-table';
import { cell, row, teamRow } from './board-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('scoreboard table', () => {
  it('when a virtual board holds a user twice (their live row and their run), then both rows draw without a key clash', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = row('eve', 2, 20, [cell('A', 'ok:20/1')]);
    const run = { ...row('eve', 1, 5, [cell('A', 'ok:5/1')]), virtual: true };
    render(<ScoreboardTable format="icpc" labels={['A']} rows={[run, live]} ownId="eve" />);
    expect(screen.getAllByTestId('scoreboard-row')).toHaveLength(2);
    const keyWarnings = errors.mock.calls.filter((args) => String(args[0]).includes('same key'));
    expect(keyWarnings).toEqual([]);
  });

  it('when a row names its user’s handle, then the name links to their public profile; without one, it is text', () => {
    const named = { ...row('ada', 1, 20, [cell('A', 'ok:20/1')]) };
    named.user = { _id: 'ada', firstName: 'ada', lastName: null, handle: 'ada_l' };
    render(
      <MemoryRouter>
        <ScoreboardTable format="icpc" labels={['A']} rows={[named, row('bob', 2, 0, [])]} ownId="nobody" />
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

  it('when a board holds teams, then each row shows its team, affiliation and country, and the viewer’s team is marked', () => {
    const panic = teamRow(
      { _id: 'panic', name: 'Kernel Panic', affiliation: 'TU Delft', country: 'NLD' },
      1,
      20,
      [cell('A', 'ok:20/1')],
    );
    const bits = teamRow({ _id: 'bits', name: 'Bits' }, 2, 0, [cell('A')]);
    render(<ScoreboardTable format="icpc" labels={['A']} rows={[panic, bits]} ownId="panic" />);

    const [first, second] = screen.getAllByTestId('scoreboard-row') as [HTMLElement, HTMLElement];
    const header = within(first).getByRole('rowheader');
    expect(within(header).getByText('Kernel Panic')).toBeDefined();
    expect(within(header).getByTestId('team-affiliation').textContent).toBe('TU Delft');
    expect(within(header).getByTestId('team-country').textContent).toBe('NLD');
    expect(within(header).getByText('your team')).toBeDefined();
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(first.getAttribute('data-team')).toBe('panic');

    expect(within(second).getByRole('rowheader').textContent).toBe('Bits');
    expect(second.getAttribute('aria-current')).toBeNull();
  });

  it('when the viewer’s team row is on another page, then it is pinned above once, matched by the team', () => {
    const mine = teamRow({ _id: 'panic', name: 'Kernel Panic' }, 7, 0, [cell('A')]);
    const { rerender } = render(
      <ScoreboardTable
        format="icpc"
        labels={['A']}
        rows={[teamRow({ _id: 'bits', name: 'Bits' }, 1, 0, [cell('A')])]}
        ownId="panic"
        pinned={mine}
      />,
    );
    expect(within(screen.getByTestId('scoreboard-me')).getByText('Kernel Panic')).toBeDefined();

    rerender(<ScoreboardTable format="icpc" labels={['A']} rows={[mine]} ownId="panic" pinned={mine} />);
    expect(screen.queryByTestId('scoreboard-me')).toBeNull();
  });

  it('when a final board gives medals, then each medal row says which medal in words and is tinted; others are not', () => {
    const gold = { ...row('ada', 1, 20, [cell('A', 'ok:20/1')]), medal: 'gold' as const };
    const bronze = {
      ...teamRow({ _id: 'bits', name: 'Bits' }, 2, 30, [cell('A', 'ok:30/1')]),
      medal: 'bronze' as const,
    };
    const none = row('cy', 3, 0, [cell('A', 'no/1')]);
    render(<ScoreboardTable format="icpc" labels={['A']} rows={[gold, bronze, none]} ownId="nobody" />);

    const [first, second, third] = screen.getAllByTestId('scoreboard-row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(within(first).getByRole('rowheader')).getByText('Gold medal').className).toContain(
      'sr-only',
    );
    expect(within(first).getByTestId('medal-mark').textContent).toContain('Gold');
    expect(first.getAttribute('data-medal')).toBe('gold');
    expect(first.className).toContain('bg-gold/12');
    expect(within(within(second).getByRole('rowheader')).getByText('Bronze medal')).toBeDefined();
    expect(second.className).toContain('bg-bronze/12');
    expect(within(third).queryByTestId('medal-mark')).toBeNull();
    expect(third.getAttribute('data-medal')).toBeNull();
  });
});
