import { useQuery } from '@tanstack/react-query';
import { MESSAGES, problemListResponseSchema, type ProblemSummary } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/** GET /problem/getAllProblem: the whole library, in the order the API keeps it. */
export async function getProblems(signal?: AbortSignal): Promise<ProblemSummary[]> {
  return problemListResponseSchema.parse(await api.get<unknown>('/problem/getAllProblem', { signal }));
}

export type ProblemList =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; problems: ProblemSummary[] };

/** The library, with a retry for the error state. */
export function useProblemList(): { list: ProblemList; retry: () => void } {
  const query = useQuery({ queryKey: queryKeys.problems, queryFn: ({ signal }) => getProblems(signal) });
  const retry = () => {
    void query.refetch();
  };
  if (query.isSuccess) return { list: { status: 'ready', problems: query.data }, retry };
  if (query.isError && !query.isFetching) {
    const message = query.error instanceof ApiError ? query.error.message : MESSAGES.somethingWentWrong;
    return { list: { status: 'error', message }, retry };
  }
  return { list: { status: 'loading' }, retry };
}
