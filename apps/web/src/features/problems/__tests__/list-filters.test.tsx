// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@/config/problem-list';
import { useListFilters } from '@/features/problems/hooks/use-list-filters';

function Harness() {
  const { searchText, setSearchText, setFilters } = useListFilters();
  const { search } = useLocation();
  return (
    <>
      <input
        aria-label="Search"
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
        }}
      />
      <button
        type="button"
        onClick={() => {
          setFilters({ difficulty: 'easy' });
        }}
      >
        Easy
      </button>
      <button
        type="button"
        onClick={() => {
          setFilters({ difficulty: 'hard' });
          setFilters({ topic: 'array' });
        }}
      >
        Hard arrays
      </button>
      <output aria-label="URL">{search}</output>
    </>
  );
}

const pause = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
  });

afterEach(() => {
  cleanup();
});

describe('list filters in the URL', () => {
  it('when a filter changes right after typing, then the URL keeps the new search, not the old one', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/problems?q=stack']}>
        <Harness />
      </MemoryRouter>,
    );
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'two');
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    await pause();

    expect(screen.getByLabelText('URL').textContent).toBe('?q=two&difficulty=easy');
    expect(box.value).toBe('two');
  });

  it('when two filters change before the page re-renders, then the URL keeps both', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/problems?q=two']}>
        <Harness />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Hard arrays' }));

    expect(screen.getByLabelText('URL').textContent).toBe('?q=two&difficulty=hard&topic=array');
  });

  it('when typing pauses, then the URL follows; typing again over it starts from there', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/problems']}>
        <Harness />
      </MemoryRouter>,
    );
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    await user.type(box, 'stack');
    expect(screen.getByLabelText('URL').textContent).toBe('');
    await pause();
    expect(screen.getByLabelText('URL').textContent).toBe('?q=stack');
    await user.clear(box);
    await user.type(box, 'two');
    expect(box.value).toBe('two');
    await pause();
    expect(screen.getByLabelText('URL').textContent).toBe('?q=two');
  });
});
