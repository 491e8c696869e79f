import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';
import { contestKeys } from '@/features/contests/api/contest-keys';
import { contestListResponseSchema, type ContestSummary } from '@codecourt/contracts';

/** GET /contests (public): every contest, `registered` for the caller. */
export async function getContests(signal?: AbortSignal): Promise<ContestSummary[]> {
  // Public: a visitor's 401 must never send them to /login.
  return contestListResponseSchema.parse(
    await api.get<unknown>('/contests', { signal, refreshOnUnauthorized: false }),
  );
}

export function useContests(): { state: RequestState<ContestSummary[]>; retry: () => void } {
  const query = useQuery({ queryKey: contestKeys.list, queryFn: ({ signal }) => getContests(signal) });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
