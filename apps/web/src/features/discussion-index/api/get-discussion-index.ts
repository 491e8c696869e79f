import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { discussionIndexResponseSchema, type DiscussionSort } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** GET /discussions: every problem's discussions, newest or top, searched by `q`. */
export function useDiscussionIndex(sort: DiscussionSort, q: string) {
  return useQuery({
    queryKey: ['discussion-index', sort, q] as const,
    queryFn: async ({ signal }) =>
      discussionIndexResponseSchema.parse(
        await api.get<unknown>('/discussions', {
          signal,
          searchParams: { sort, ...(q === '' ? {} : { q }) },
        }),
      ).discussions,
    placeholderData: keepPreviousData,
  });
}
