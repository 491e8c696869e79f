import { useQuery } from '@tanstack/react-query';
import { myVirtualRunListSchema, type MyVirtualRun } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';

export const virtualRunsKey = (userId: string) => ['virtual-runs', userId] as const;

/** GET /virtual-runs (signed in): the caller's virtual runs, newest first, never rated. */
export function useMyVirtualRuns(userId: string): RequestState<MyVirtualRun[]> {
  const query = useQuery({
    queryKey: virtualRunsKey(userId),
    queryFn: async ({ signal }) =>
      myVirtualRunListSchema.parse(await api.get<unknown>('/virtual-runs', { signal })),
  });
  return requestState(query);
}
