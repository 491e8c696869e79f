import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unfreezeResponseSchema } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** POST /contests/{id}/unfreeze (admin): the public board shows every result from now on. */
export function useUnfreeze(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unfreezeResponseSchema.parse(
        await api.post<unknown>(`/contests/${encodeURIComponent(contestId)}/unfreeze`, {}),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
