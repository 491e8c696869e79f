import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_PAGE_SIZE, leaderboardResponseSchema, type LeaderboardRow } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /stats/leaderboard?page=&limit= (public): one page of rows, best first. */
export async function getLeaderboard(page: number, signal?: AbortSignal): Promise<LeaderboardRow[]> {
  const rows = await api.get<unknown>('/stats/leaderboard', {
    signal,
    searchParams: { page, limit: LEADERBOARD_PAGE_SIZE },
    // Public: a visitor's 401 must never send them to /login.
    refreshOnUnauthorized: false,
  });
  return leaderboardResponseSchema.parse(rows);
}

export function useLeaderboard(page: number): { state: RequestState<LeaderboardRow[]>; retry: () => void } {
  const query = useQuery({
    queryKey: queryKeys.leaderboardPage(page),
    queryFn: ({ signal }) => getLeaderboard(page, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
