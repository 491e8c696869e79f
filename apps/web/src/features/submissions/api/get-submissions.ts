import { useQuery } from '@tanstack/react-query';
import { submissionHistoryResponseSchema, type Submission } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /submission/problem/{problemId}: the signed-in user's submissions to one problem, newest first. */
export async function getSubmissions(problemId: string, signal?: AbortSignal): Promise<Submission[]> {
  return submissionHistoryResponseSchema.parse(
    await api.get<unknown>(`/submission/problem/${encodeURIComponent(problemId)}`, { signal }),
  );
}

/** Loads only for a signed-in user; a submit invalidates it, so the list catches up on its own. */
export function useSubmissions(
  problemId: string,
  enabled: boolean,
): { state: RequestState<Submission[]>; retry: () => void } {
  const query = useQuery({
    queryKey: queryKeys.submissionsOf(problemId),
    queryFn: ({ signal }) => getSubmissions(problemId, signal),
    enabled,
  });
  return {
    state: requestState(query, enabled),
    retry: () => {
      void query.refetch();
    },
  };
}
