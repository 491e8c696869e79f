import { useQuery } from '@tanstack/react-query';
import { problemSchema, type Problem } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** GET /contests/{id}/problems/{label}: the statement for a participant in their contest time (403 otherwise). */
export function useContestProblem(
  contestId: string | undefined,
  label: string,
): { state: RequestState<Problem>; retry: () => void } {
  const enabled = contestId !== undefined;
  const query = useQuery({
    queryKey: contestKeys.problem(contestId ?? '', label),
    queryFn: async ({ signal }) =>
      problemSchema.parse(
        await api.get<unknown>(
          `/contests/${encodeURIComponent(contestId ?? '')}/problems/${encodeURIComponent(label)}`,
          { signal },
        ),
      ),
    enabled,
  });
  return {
    state: requestState(query, enabled),
    retry: () => {
      void query.refetch();
    },
  };
}

/** Where the contest workspace's Run and Submit go. */
export function contestEndpoints(contestId: string, label: string) {
  const base = `/contests/${encodeURIComponent(contestId)}`;
  return {
    run: `${base}/run/${encodeURIComponent(label)}`,
    submit: `${base}/submit/${encodeURIComponent(label)}`,
  };
}
