import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  RATING_LEADERBOARD_PAGE_SIZE,
  ratingLeaderboardResponseSchema,
  type RatingLeaderboardRow,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /ratings/leaderboard?page=&limit= (public): rated members by current rating, best first. */
export async function getRatingLeaderboard(
  page: number,
  signal?: AbortSignal,
): Promise<RatingLeaderboardRow[]> {
  const rows = await api.get<unknown>('/ratings/leaderboard', {
    signal,
    searchParams: { page, limit: RATING_LEADERBOARD_PAGE_SIZE },
    // Public: a visitor's 401 must never send them to /login.
    refreshOnUnauthorized: false,
  });
  return ratingLeaderboardResponseSchema.parse(rows);
}

export function useRatingLeaderboard(page: number): {
  state: RequestState<RatingLeaderboardRow[]>;
  retry: () => void;
} {
  const query = useQuery({
    queryKey: queryKeys.ratingLeaderboardPage(page),
    queryFn: ({ signal }) => getRatingLeaderboard(page, signal),
    placeholderData: keepPreviousData,
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
