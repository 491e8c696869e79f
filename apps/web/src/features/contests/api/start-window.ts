import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** POST /contests/{id}/start: opens the caller's personal window of a windowed contest. */
export function useStartWindow(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`/contests/${encodeURIComponent(contestId)}/start`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
