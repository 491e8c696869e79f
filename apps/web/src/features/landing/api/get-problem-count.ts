import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ProblemCount =
  { status: 'loading' } | { status: 'ready'; total: number } | { status: 'unavailable' };

/** GET /problem/getAllProblem answers the problem list; the landing page only needs how many there are. */
export async function getProblemCount(signal?: AbortSignal): Promise<number> {
  // A public figure: a 401 here must never send a visitor to /login.
  const problems = await api.get<unknown>('/problem/getAllProblem', { signal, refreshOnUnauthorized: false });
  if (!Array.isArray(problems)) throw new Error('Unexpected problem list');
  return problems.length;
}

export function useProblemCount(): ProblemCount {
  const query = useQuery({
    queryKey: queryKeys.problemCount,
    queryFn: ({ signal }) => getProblemCount(signal),
  });
  if (query.isSuccess) return { status: 'ready', total: query.data };
  if (query.isError) return { status: 'unavailable' };
  return { status: 'loading' };
}
