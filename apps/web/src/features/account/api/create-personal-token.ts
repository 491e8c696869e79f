import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createdPersonalTokenSchema,
  type CreatePersonalTokenRequest,
  type CreatedPersonalToken,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /tokens {name}: the new token with its secret, which the server never shows again. */
export async function createPersonalToken(input: CreatePersonalTokenRequest): Promise<CreatedPersonalToken> {
  return createdPersonalTokenSchema.parse(await api.request<unknown>('post', '/tokens', { json: input }));
}

export function useCreatePersonalToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonalToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.personalTokensOf(userId) }),
  });
}
