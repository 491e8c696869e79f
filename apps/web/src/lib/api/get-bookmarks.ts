import { useQuery } from '@tanstack/react-query';
import { bookmarkListResponseSchema, type ProblemSummary } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /bookmarks/my-bookmarks (signed in): the bookmarked problems, latest first. */
export async function getBookmarks(signal?: AbortSignal): Promise<ProblemSummary[]> {
  return bookmarkListResponseSchema.parse(await api.get<unknown>('/bookmarks/my-bookmarks', { signal }));
}

/** Shared because the profile lists bookmarks and the problem screens toggle them. */
export function useBookmarks(userId: string | undefined): RequestState<ProblemSummary[]> {
  const enabled = userId !== undefined;
  const query = useQuery({
    queryKey: queryKeys.bookmarksOf(userId ?? ''),
    queryFn: ({ signal }) => getBookmarks(signal),
    enabled,
  });
  return requestState(query, enabled);
}
