import { useMutation } from '@tanstack/react-query';
import { solutionTakeSchema } from '@codecourt/contracts';
import type { SolutionTake, SolutionTakeWrite } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /solution-takes/{problemId}: tells the server the user took the solution, so their next review of the
 * problem is graded "again". Fire and forget: the server keeps one take per source and UTC day, so a repeat is
 * harmless, and a failure never stands between the user and the solution they asked for.
 */
export function useRecordSolutionTake(problemId: string, enabled: boolean) {
  const mutation = useMutation({
    mutationFn: async (source: SolutionTakeWrite['source']): Promise<SolutionTake> =>
      solutionTakeSchema.parse(
        await api.post<unknown>(`/solution-takes/${encodeURIComponent(problemId)}`, { source }),
      ),
  });
  return (source: SolutionTakeWrite['source']) => {
    if (enabled) mutation.mutate(source);
  };
}
