import { useQuery } from '@tanstack/react-query';
import type { Problem } from '@codecourt/contracts';
import { getProblem } from '@/lib/api/get-problem';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** The problem a discussions page is about; shares the workspace's cache entry, so going back is instant. */
export function useProblemHeading(problemId: string): RequestState<Problem> {
  const query = useQuery({
    queryKey: queryKeys.problem(problemId),
    queryFn: ({ signal }) => getProblem(problemId, signal),
  });
  return requestState(query);
}
