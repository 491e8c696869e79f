// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { BoardAward, ScoreboardRow } from '@codecourt/contracts';
import { AwardsPanel } from '@/features/contests/components/awards-panel';
import { AWARD_NAMES_SHOWN } from '@/features/contests/lib/awards';
import { rowId } from '@/features/contests/lib/row-identity';
import { cell, row, teamRow } from './board-fixtures';

afterEach(cleanup);

const award = (id: string, citation: string, holders: string[]): BoardAward => ({ id, citation, holders });

/** A line’s text by its term ("Winner", "Gold medal", "First to solve"). */
function line(term: string): string {
  const found = screen
    .getAllByTestId('award')
    .find((item) => item.querySelector('dt')?.textContent.includes(term));
  return found?.querySelector('dd')?.textContent ?? '';
}

describe('the awards panel', () => {
  it('when a final board has awards, then it names the winner, each medal’s holders and the first solves', () => {
    const ada = { ...row('ada', 1, 40, [cell('A', 'ok:10/1'), cell('B', 'ok:30/1')]) };
    ada.user = { _id: 'ada', firstName: 'Ada', lastName: 'Lovelace' };
    const rows: ScoreboardRow[] = [
      ada,
      teamRow({ _id: 'panic', name: 'Kernel Panic' }, 2, 50, [cell('A', 'ok:20/1'), cell('B', 'ok:30/1')]),
      row('bob', 3, 10, [cell('A', 'ok:10/1'), cell('B')]),
    ];
    render(
      <AwardsPanel
        rows={rows}
        awards={[
          award('winner', 'Contest winner', ['ada']),
          award('gold-medal', 'Gold medal', ['ada']),
          award('silver-medal', 'Silver medal', ['panic', 'bob']),
          award('first-to-solve-A', 'First to solve problem A', ['bob']),
          award('first-to-solve-B', 'First to solve problem B', ['ada', 'panic']),
        ]}
      />,
    );

    const panel = screen.getByRole('region', { name: 'Awards' });
    expect(line('Winner')).toBe('Ada Lovelace');
    expect(line('Gold medal')).toBe('Ada Lovelace');
    expect(line('Silver medal')).toBe('Kernel Panic, bob');
    expect(screen.queryByText('Bronze medal')).toBeNull();
    const firsts = within(panel)
      .getAllByTestId('first-solve')
      .map((item) => item.textContent);
    expect(firsts).toEqual(['Abob', 'BAda Lovelace, Kernel Panic']);
  });

  it('when holders are on other pages or too many to list, then the panel names those it has and counts the rest', () => {
    const rows = Array.from({ length: AWARD_NAMES_SHOWN + 1 }, (_, i) => row(`p${String(i)}`, i + 1, 0, []));
    const ids = rows.map((r) => rowId(r));
    render(
      <AwardsPanel
        rows={rows}
        awards={[
          award('gold-medal', 'Gold medal', [...ids, 'elsewhere']),
          award('bronze-medal', 'Bronze medal', ['far', 'away']),
          award('first-to-solve-C', 'First to solve problem C', ['far']),
        ]}
      />,
    );

    expect(line('Gold medal')).toBe(`${ids.slice(0, AWARD_NAMES_SHOWN).join(', ')} and 2 more`);
    expect(line('Bronze medal')).toBe('2 on other pages');
    expect(screen.getByTestId('first-solve').textContent).toBe('C1 on other pages');
    expect(screen.queryByText('Winner')).toBeNull();
  });
});
