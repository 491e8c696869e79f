import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contestDetailSchema,
  deleteContestResponseSchema,
  type ContestDetail,
  type ContestInput,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /contests (201) or PUT /contests/{id}: the whole contest; answers it as stored. */
export async function saveContest(input: ContestInput, contestId?: string): Promise<ContestDetail> {
  const answer =
    contestId === undefined
      ? await api.post<unknown>('/contests', input)
      : await api.put<unknown>(`/contests/${encodeURIComponent(contestId)}`, input);
  return contestDetailSchema.parse(answer);
}

export function useSaveContest(contestId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContestInput) => saveContest(input, contestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contests }),
  });
}

/** DELETE /contests/{id}. */
export function useDeleteContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contestId: string) =>
      deleteContestResponseSchema.parse(
        await api.delete<unknown>(`/contests/${encodeURIComponent(contestId)}`),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contests }),
  });
}
