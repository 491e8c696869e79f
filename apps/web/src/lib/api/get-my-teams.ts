import { useQuery } from '@tanstack/react-query';
import { teamListSchema, type Team } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /teams/mine: the teams the user is in, with their invite codes. */
export async function getMyTeams(signal?: AbortSignal): Promise<Team[]> {
  return teamListSchema.parse(await api.get<unknown>('/teams/mine', { signal }));
}

/** Shared because the teams page manages them and a team contest registers one of them. */
export function useMyTeams(enabled = true): { state: RequestState<Team[]>; retry: () => void } {
  const query = useQuery({
    queryKey: queryKeys.myTeams,
    queryFn: ({ signal }) => getMyTeams(signal),
    enabled,
  });
  return {
    state: requestState(query, enabled),
    retry: () => {
      void query.refetch();
    },
  };
}
