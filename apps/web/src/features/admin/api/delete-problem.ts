import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /problem/delete/{id}: the problem goes; its solvers' submissions stay in their history. */
export function useDeleteProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (problemId: string) =>
      api.delete<unknown>(`/problem/delete/${encodeURIComponent(problemId)}`),
    onSuccess: (_answer, problemId) => {
      queryClient.removeQueries({ queryKey: queryKeys.problem(problemId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.problems });
      void queryClient.invalidateQueries({ queryKey: queryKeys.landing });
    },
  });
}
