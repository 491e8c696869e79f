import { useQuery } from '@tanstack/react-query';
import { userRatingResponseSchema, type UserRatingResponse } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /ratings/me (signed in): the rating and one history point per rated contest, oldest first. */
export async function getMyRating(signal?: AbortSignal): Promise<UserRatingResponse> {
  return userRatingResponseSchema.parse(await api.get<unknown>('/ratings/me', { signal }));
}

export function useMyRating(userId: string): RequestState<UserRatingResponse> {
  const query = useQuery({
    queryKey: queryKeys.ratingOf(userId),
    queryFn: ({ signal }) => getMyRating(signal),
  });
  return requestState(query);
}
