import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DISCUSSION_PAGE_SIZE,
  discussionListResponseSchema,
  type Discussion,
  type DiscussionSort,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

export type DiscussionPage = { problemId: string; sort: DiscussionSort; page: number };

/** GET /discussions/problem/{problemId}?sort=&page=&limit= (public): one page of a problem's discussions. */
export async function getDiscussions(
  { problemId, sort, page }: DiscussionPage,
  signal?: AbortSignal,
): Promise<Discussion[]> {
  const answer = await api.get<unknown>(`/discussions/problem/${encodeURIComponent(problemId)}`, {
    signal,
    searchParams: { sort, page, limit: DISCUSSION_PAGE_SIZE },
  });
  return discussionListResponseSchema.parse(answer).discussions;
}

export function useDiscussions(at: DiscussionPage): { state: RequestState<Discussion[]>; retry: () => void } {
  const query = useQuery({
    queryKey: queryKeys.discussionPage(at.problemId, at.sort, at.page),
    queryFn: ({ signal }) => getDiscussions(at, signal),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
