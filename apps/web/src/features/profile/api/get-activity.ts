import { useQuery } from '@tanstack/react-query';
import { activityResponseSchema, type Activity } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /stats/activity (signed in): accepted submissions per UTC day over the last year. */
export async function getActivity(signal?: AbortSignal): Promise<Activity> {
  return activityResponseSchema.parse(await api.get<unknown>('/stats/activity', { signal }));
}

export function useActivity(userId: string): RequestState<Activity> {
  const query = useQuery({
    queryKey: queryKeys.activityOf(userId),
    queryFn: ({ signal }) => getActivity(signal),
  });
  return requestState(query);
}
