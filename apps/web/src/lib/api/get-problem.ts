import { problemSchema, type Problem } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /problem/problemById/{id} (an `_id` or a slug): the problem without its hidden tests. Shared
 * because the workspace shows it and the discussions page heads itself with its title.
 */
export async function getProblem(problemId: string, signal?: AbortSignal): Promise<Problem> {
  return problemSchema.parse(
    await api.get<unknown>(`/problem/problemById/${encodeURIComponent(problemId)}`, { signal }),
  );
}
