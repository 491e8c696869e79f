import { useQuery } from '@tanstack/react-query';
import { problemListResponseSchema } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /problem/problemSolvedByUser (signed in only): the ids of the problems the user has solved. */
export async function getSolvedProblemIds(signal?: AbortSignal): Promise<Set<string>> {
  const solved = problemListResponseSchema.parse(
    await api.get<unknown>('/problem/problemSolvedByUser', { signal }),
  );
  return new Set(solved.map((problem) => problem._id));
}

/**
 * What the signed-in user solved; undefined while signed out or unknown. A failure only costs the
 * check marks, so it is not reported.
 */
export function useSolvedIds(userId: string | undefined): Set<string> | undefined {
  const query = useQuery({
    queryKey: queryKeys.solvedProblemsOf(userId ?? ''),
    queryFn: ({ signal }) => getSolvedProblemIds(signal),
    enabled: userId !== undefined,
  });
  return userId === undefined ? undefined : query.data;
}
