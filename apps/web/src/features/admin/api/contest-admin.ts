import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contestDetailSchema,
  contestLibraryVisibilitySchema,
  deleteContestResponseSchema,
  type ContestDetail,
  type ContestInput,
  type ContestLibraryVisibility,
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

/** GET /contests/library/problem-visibility: the library problems that are not public today. */
export function useLibraryVisibility() {
  return useQuery({
    queryKey: [...queryKeys.contests, 'library-visibility'],
    queryFn: async ({ signal }): Promise<ContestLibraryVisibility> =>
      contestLibraryVisibilitySchema.parse(
        await api.get<unknown>('/contests/library/problem-visibility', { signal }),
      ),
  });
}
