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

/** GET /contests/{id}/scoreboard?page=&limit=&view= (public; view=jury for admins). */
export async function getScoreboard(
  contestId: string,
  {
    page = 1,
    limit = SCOREBOARD_PAGE_SIZE,
    view = 'public',
  }: { page?: number; limit?: number; view?: ScoreboardView },
  signal?: AbortSignal,
): Promise<Scoreboard> {
  return scoreboardSchema.parse(
    await api.get<unknown>(`/contests/${encodeURIComponent(contestId)}/scoreboard`, {
      signal,
      searchParams: { page, limit, view },
      refreshOnUnauthorized: false,
    }),
  );
}

export function useScoreboard(
  contestId: string,
  page: number,
  view: ScoreboardView,
): { state: RequestState<Scoreboard>; retry: () => void } {
  const query = useQuery({
    queryKey: contestKeys.scoreboard(contestId, page, view),
    queryFn: ({ signal }) => getScoreboard(contestId, { page, view }, signal),
    placeholderData: keepPreviousData,
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
