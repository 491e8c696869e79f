import { problemListResponseSchema } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** GET /problem/problemSolvedByUser (signed in only): the ids of the problems the user has solved. */
export async function getSolvedProblemIds(signal?: AbortSignal): Promise<Set<string>> {
  const solved = problemListResponseSchema.parse(
    await api.get<unknown>('/problem/problemSolvedByUser', { signal }),
  );
  return new Set(solved.map((problem) => problem._id));
}
