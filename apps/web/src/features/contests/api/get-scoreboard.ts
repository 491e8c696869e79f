import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SCOREBOARD_PAGE_SIZE,
  scoreboardSchema,
  type Scoreboard,
  type ScoreboardView,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';
import { contestKeys } from '@/features/contests/api/contest-keys';

/**
 * GET /contests/{id}/scoreboard?page=&limit=&view=&category= (public; view=jury for admins). A category
 * (issue #36) lists its rows only, ranked by their places in the whole contest.
 */
export async function getScoreboard(
  contestId: string,
  {
    page = 1,
    limit = SCOREBOARD_PAGE_SIZE,
    view = 'public',
    category,
  }: { page?: number; limit?: number; view?: ScoreboardView; category?: string | undefined },
  signal?: AbortSignal,
): Promise<Scoreboard> {
  return scoreboardSchema.parse(
    await api.get<unknown>(`/contests/${encodeURIComponent(contestId)}/scoreboard`, {
      signal,
      searchParams: { page, limit, view, ...(category === undefined ? {} : { category }) },
      refreshOnUnauthorized: false,
    }),
  );
}

export function useScoreboard(
  contestId: string,
  page: number,
  view: ScoreboardView,
  category?: string,
): { state: RequestState<Scoreboard>; retry: () => void } {
  const query = useQuery({
    queryKey: contestKeys.scoreboard(contestId, page, view, category),
    queryFn: ({ signal }) => getScoreboard(contestId, { page, view, category }, signal),
    placeholderData: keepPreviousData,
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
