import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/features/contests/api/contest-keys';

type Registration = RegisterRequest & { contestId: string; register: boolean };

/**
 * POST /contests/{id}/register {accessCode?, teamId?, category?} signs up (a team contest registers the whole team);
 * DELETE the same path withdraws before the start.
 */
export async function setRegistration({
  contestId,
  register,
  accessCode,
  teamId,
  category,
}: Registration): Promise<void> {
  const path = `/contests/${encodeURIComponent(contestId)}/register`;
  const body: RegisterRequest = {
    ...(accessCode === undefined ? {} : { accessCode }),
    ...(teamId === undefined ? {} : { teamId }),
    ...(category === undefined ? {} : { category }),
  };
  if (register) await api.post<unknown>(path, body);
  else await api.delete<unknown>(path);
}

/** Registering changes the list (registered, participants) and the contest page alike. */
export function useSetRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
