import { useQuery } from '@tanstack/react-query';
import {
  RECENT_SUBMISSIONS_SHOWN,
  recentSubmissionsResponseSchema,
  type RecentSubmission,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /stats/recent-submissions?limit= (signed in): the latest judged submissions, newest first. */
export async function getRecentSubmissions(signal?: AbortSignal): Promise<RecentSubmission[]> {
  return recentSubmissionsResponseSchema.parse(
    await api.get<unknown>('/stats/recent-submissions', {
      signal,
      searchParams: { limit: RECENT_SUBMISSIONS_SHOWN },
    }),
  );
}

export function useRecentSubmissions(userId: string): RequestState<RecentSubmission[]> {
  const query = useQuery({
    queryKey: queryKeys.recentSubmissionsOf(userId),
    queryFn: ({ signal }) => getRecentSubmissions(signal),
  });
  return requestState(query);
}
