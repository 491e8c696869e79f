import { useQuery } from '@tanstack/react-query';
import { statsSchema, type Stats } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /stats/my-stats (signed in): the user's progress, zeros for a new user. */
export async function getMyStats(signal?: AbortSignal): Promise<Stats> {
  return statsSchema.parse(await api.get<unknown>('/stats/my-stats', { signal }));
}

/** Shared because the profile draws it and the leaderboard finds the user's own row in it. */
export function useMyStats(userId: string | undefined): RequestState<Stats> {
  const enabled = userId !== undefined;
  const query = useQuery({
    queryKey: queryKeys.myStatsOf(userId ?? ''),
    queryFn: ({ signal }) => getMyStats(signal),
    enabled,
  });
  return requestState(query, enabled);
}
