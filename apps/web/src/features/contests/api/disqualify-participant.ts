import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disqualifyResponseSchema, type DisqualifyRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/features/contests/api/contest-keys';

/**
 * POST /integrity/contests/{id}/disqualifications (admin), from the jury board. The integrity feature's pair
 * review makes the same call, but features may not import each other and that one refreshes its reports.
 */
export function useDisqualifyParticipant(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: DisqualifyRequest) =>
      disqualifyResponseSchema.parse(
        await api.post<unknown>(
          `/integrity/contests/${encodeURIComponent(contestId)}/disqualifications`,
          request,
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.scoreboardOf(contestId) }),
  });
}
