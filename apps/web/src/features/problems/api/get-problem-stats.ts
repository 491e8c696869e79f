import { useQuery } from '@tanstack/react-query';
import { problemStatsResponseSchema } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ProblemStats = { acceptance: number | undefined; solvedBy: number };

/**
 * GET /problem/stats: acceptance and solvers per problem. Kept apart from the list (which the API
 * caches until a problem changes) because it moves with every verdict; undefined until it answers,
 * and the list shows without it if it fails.
 */
export function useProblemStats(): ReadonlyMap<string, ProblemStats> | undefined {
  const query = useQuery({
    queryKey: queryKeys.problemStats,
    queryFn: async ({ signal }) => {
      const rows = problemStatsResponseSchema.parse(await api.get<unknown>('/problem/stats', { signal }));
      return new Map(
        rows.map((row) => [
          row.problemId,
          {
            acceptance: row.submissions === 0 ? undefined : row.accepted / row.submissions,
            solvedBy: row.solvedBy,
          },
        ]),
      );
    },
  });
  return query.data;
}
