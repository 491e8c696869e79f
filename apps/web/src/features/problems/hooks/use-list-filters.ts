import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@/config/problem-list';
import {
  filtersFromQuery,
  filtersToQuery,
  type ProblemFilters,
} from '@/features/problems/lib/problem-filters';

/** What is being typed, and the URL's search it was typed over. */
type Draft = { text: string; over: string };

/**
 * The URL is the one source of truth for the filters. The search box shows what is typed at once and
 * writes it to the URL once typing pauses; every write starts from the URL as it is now (never from a
 * copy taken at an earlier render) and carries the typed text along, so changing a filter right after
 * typing keeps the new search instead of bringing the old one back.
 */
export function useListFilters() {
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const [draft, setDraft] = useState<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The router hands every write the query of the last render, so a second change made before the page
  // re-renders (two filters in quick succession) would drop the first: it is kept here until it shows.
  const unseen = useRef<{ over: string; query: URLSearchParams } | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (unseen.current?.query.toString() === query.toString()) unseen.current = null;
  }, [query]);

  // Replace, not push: typing a search must not fill the history, and back still returns to this list.
  const write = (patch: Partial<ProblemFilters>) => {
    clearTimeout(timer.current);
    setQuery(
      (current) => {
        const pending = unseen.current;
        const base = pending !== null && pending.over === current.toString() ? pending.query : current;
        const next = filtersToQuery({ ...filtersFromQuery(base), ...patch });
        unseen.current = { over: current.toString(), query: next };
        return next;
      },
      { replace: true },
    );
  };

  // Until the URL has taken the typed text, the box keeps showing it; a change from elsewhere (Back) wins.
  const waiting = draft !== null && (filters.search === draft.over || filters.search === draft.text);
  const searchText = waiting ? draft.text : filters.search;

  return {
    filters,
    searchText,
    setSearchText: (text: string) => {
      // Typed over the URL's search, or, while an earlier write is still on its way, over what it replaces.
      const stillOnItsWay = waiting && filters.search === draft.over && draft.text !== draft.over;
      setDraft({ text, over: stillOnItsWay ? draft.over : filters.search });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        write({ search: text });
      }, SEARCH_DEBOUNCE_MS);
    },
    setFilters: (patch: Partial<ProblemFilters>) => {
      write({ search: searchText, ...patch });
      if (patch.search !== undefined) setDraft(null);
    },
  };
}
