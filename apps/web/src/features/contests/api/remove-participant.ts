import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** DELETE /contests/{id}/participants/{userId} (admin, before the end): the registration is undone; 204. */
export function useRemoveParticipant(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      await api.delete<unknown>(
        `/contests/${encodeURIComponent(contestId)}/participants/${encodeURIComponent(userId)}`,
      );
    },
    // The contest's detail counts its participants too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
