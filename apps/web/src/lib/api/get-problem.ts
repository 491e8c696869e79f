import { queryOptions } from '@tanstack/react-query';
import { problemSchema, type Problem } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /problem/problemById/{id} (an `_id` or a slug): the problem without its hidden tests. Shared
 * because the workspace shows it and the discussions page heads itself with its title.
 */
export async function getProblem(problemId: string, signal?: AbortSignal): Promise<Problem> {
  return problemSchema.parse(
    await api.get<unknown>(`/problem/problemById/${encodeURIComponent(problemId)}`, { signal }),
  );
}

/** The workspace's read of one problem: its hook and the route's early fetch share the cache entry. */
export function problemQuery(problemId: string) {
  return queryOptions({
    queryKey: queryKeys.problem(problemId),
    queryFn: ({ signal }) => getProblem(problemId, signal),
  });
}
