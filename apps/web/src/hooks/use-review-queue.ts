import { useQuery } from '@tanstack/react-query';
import { reviewQueueSchema } from '@codecourt/contracts';
import type { ReviewQueue } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /review: the user's due cards and the next due dates. */
export async function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueue> {
  return reviewQueueSchema.parse(await api.get<unknown>('/review', { signal }));
}

/**
 * The signed-in user's review queue: the navbar's count and the Review page read the same query, so a
 * grading updates both. Undefined while signed out or loading.
 */
export function useReviewQueue(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.reviewOf(userId ?? ''),
    queryFn: ({ signal }) => getReviewQueue(signal),
    enabled: userId !== undefined,
  });
}
