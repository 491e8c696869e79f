import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { listQueryFrom, listQueryTo, type ListQuery } from '@/features/discussions/lib/list-query';

/**
 * The list's order and page: in the URL on the discussions page (a link keeps them); kept in the view
 * inside the workspace, whose URL belongs to the problem.
 */
export function useListQuery(inUrl: boolean): [ListQuery, (next: ListQuery) => void] {
  const [query, setQuery] = useSearchParams();
  const [local, setLocal] = useState<ListQuery>({ sort: 'new', page: 1 });
  if (!inUrl) return [local, setLocal];
  return [
    listQueryFrom(query),
    (next) => {
      setQuery(listQueryTo(next));
    },
  ];
}
