import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/features/contests/api/contest-keys';

type Registration = { contestId: string; register: boolean; accessCode?: string };

/** POST /contests/{id}/register {accessCode?} signs up; DELETE the same path withdraws before the start. */
export async function setRegistration({ contestId, register, accessCode }: Registration): Promise<void> {
  const path = `/contests/${encodeURIComponent(contestId)}/register`;
  if (register) await api.post<unknown>(path, accessCode === undefined ? {} : { accessCode });
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
