import { useQuery } from '@tanstack/react-query';
import { problemListResponseSchema, type ProblemSummary } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /problem/getAllProblem: the library the admin tools pick from (shares the problem list's cache). */
export function useAdminProblems() {
  return useQuery({
    queryKey: queryKeys.problems,
    queryFn: async ({ signal }): Promise<ProblemSummary[]> =>
      problemListResponseSchema.parse(await api.get<unknown>('/problem/getAllProblem', { signal })),
  });
}
