import { useQuery } from '@tanstack/react-query';
import { problemSchema, type Problem } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /problem/problemById/{id}: the problem the update form starts from. */
export function useProblemForEdit(problemId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.problem(problemId ?? ''),
    enabled: problemId !== undefined,
    retry: false,
    queryFn: async ({ signal }): Promise<Problem> =>
      problemSchema.parse(
        await api.get<unknown>(`/problem/problemById/${encodeURIComponent(problemId ?? '')}`, { signal }),
      ),
  });
}
