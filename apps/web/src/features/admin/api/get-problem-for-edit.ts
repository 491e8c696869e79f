import { useQuery } from '@tanstack/react-query';
import { adminProblemSchema, type AdminProblem } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /problem/admin/{id} (admins only): the problem the update form starts from, hidden tests included. */
export function useProblemForEdit(problemId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.adminProblem(problemId ?? ''),
    enabled: problemId !== undefined,
    retry: false,
    // Always the stored tests: a form must not start from another tab's or an earlier save's copy.
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<AdminProblem> =>
      adminProblemSchema.parse(
        await api.get<unknown>(`/problem/admin/${encodeURIComponent(problemId ?? '')}`, { signal }),
      ),
  });
}
