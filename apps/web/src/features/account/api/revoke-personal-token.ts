import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokedPersonalTokenSchema, type RevokedPersonalToken } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /tokens/{id}: requests carrying the token are refused from now on. */
export async function revokePersonalToken(tokenId: string): Promise<RevokedPersonalToken> {
  return revokedPersonalTokenSchema.parse(
    await api.request<unknown>('delete', `/tokens/${encodeURIComponent(tokenId)}`),
  );
}

export function useRevokePersonalToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePersonalToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.personalTokensOf(userId) }),
  });
}
