import { useQuery } from '@tanstack/react-query';
import { contestDetailSchema, type ContestDetail } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** GET /contests/{idOrSlug}: the contest; its problems are empty for non-admins before their start. */
export async function getContest(idOrSlug: string, signal?: AbortSignal): Promise<ContestDetail> {
  return contestDetailSchema.parse(
    await api.get<unknown>(`/contests/${encodeURIComponent(idOrSlug)}`, {
      signal,
      refreshOnUnauthorized: false,
    }),
  );
}

export function useContest(idOrSlug: string): { state: RequestState<ContestDetail>; retry: () => void } {
  const query = useQuery({
    queryKey: contestKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getContest(idOrSlug, signal),
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
