import { useQuery } from '@tanstack/react-query';
import { problemListResponseSchema, splitTags } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Problems per tag in the library (GET /problem/getAllProblem, the list the problems page caches too). */
export function useTopicTotals(): Record<string, number> | undefined {
  const query = useQuery({
    queryKey: queryKeys.problems,
    queryFn: async ({ signal }) =>
      problemListResponseSchema.parse(await api.get<unknown>('/problem/getAllProblem', { signal })),
    select: (problems) => {
      const totals: Record<string, number> = {};
      for (const problem of problems)
        for (const tag of splitTags(problem.tags)) totals[tag] = (totals[tag] ?? 0) + 1;
      return totals;
    },
  });
  return query.data;
}
