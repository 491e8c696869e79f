import { useMutation, useQueryClient } from '@tanstack/react-query';
import { problemSchema, type Problem, type ProblemUpdateInput } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /problem/create, or PUT /problem/update/{id} when editing: the server judges the references first. */
export async function saveProblem(input: ProblemUpdateInput, problemId?: string): Promise<Problem> {
  const body =
    problemId === undefined
      ? await api.post<unknown>('/problem/create', input)
      : await api.put<unknown>(`/problem/update/${encodeURIComponent(problemId)}`, input);
  return problemSchema.parse(body);
}

export function useSaveProblem(problemId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProblemUpdateInput) => saveProblem(input, problemId),
    onSuccess: (problem) => {
      queryClient.setQueryData(queryKeys.problem(problem._id), problem);
      void queryClient.invalidateQueries({ queryKey: queryKeys.problems });
      void queryClient.invalidateQueries({ queryKey: queryKeys.landing });
    },
  });
}
