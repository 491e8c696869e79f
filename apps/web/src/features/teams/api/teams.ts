import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSchema, type CreateTeamRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every change to a team answers or changes the user's list: it is read again. */
function useTeamMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myTeams }),
  });
}

/** POST /teams: the new team, the user its captain. */
export const useCreateTeam = () =>
  useTeamMutation(async (input: CreateTeamRequest) =>
    teamSchema.parse(await api.request<unknown>('post', '/teams', { json: input })),
  );

/** POST /teams/{id}/join with the invite code. */
export const useJoinTeam = () =>
  useTeamMutation(async ({ teamId, inviteCode }: { teamId: string; inviteCode: string }) =>
    teamSchema.parse(
      await api.request<unknown>('post', `/teams/${encodeURIComponent(teamId)}/join`, {
        json: { inviteCode },
      }),
    ),
  );

/** DELETE /teams/{id}/members/{userId}: leaving, or the captain removing a member (204). */
export const useRemoveMember = () =>
  useTeamMutation(async ({ teamId, userId }: { teamId: string; userId: string }) => {
    await api.request<unknown>(
      'delete',
      `/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}`,
    );
  });
