import { DISCUSSION_SORTS, type DiscussionSort } from '@codecourt/contracts';

export type ListQuery = { sort: DiscussionSort; page: number };

/** The order and page from the URL (`?sort=top&page=2`); anything unknown falls back to newest, page 1. */
export function listQueryFrom(query: URLSearchParams): ListQuery {
  const sort = DISCUSSION_SORTS.find((value) => value === query.get('sort')) ?? 'new';
  const page = Number(query.get('page') ?? '1');
  return { sort, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Only what differs from newest, page 1 is written, so the plain page keeps a plain URL. */
export function listQueryTo({ sort, page }: ListQuery): Record<string, string> {
  return {
    ...(sort === 'new' ? {} : { sort }),
    ...(page === 1 ? {} : { page: String(page) }),
  };
}
