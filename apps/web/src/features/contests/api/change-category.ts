import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantUpdateResponseSchema, type ParticipantUpdate } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** PATCH /contests/{id}/participants/{userId} (admin): the participant (their team) moves category. */
export function useChangeCategory(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, ...update }: ParticipantUpdate & { userId: string }) =>
      participantUpdateResponseSchema.parse(
        await api.request<unknown>(
          'patch',
          `/contests/${encodeURIComponent(contestId)}/participants/${encodeURIComponent(userId)}`,
          { json: update },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.scoreboardOf(contestId) }),
  });
}
