import { useQuery } from '@tanstack/react-query';
import { personalTokenListResponseSchema, type PersonalToken } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /tokens: the signed-in user's personal access tokens, oldest first, without their secrets. */
export async function getPersonalTokens(signal?: AbortSignal): Promise<PersonalToken[]> {
  return personalTokenListResponseSchema.parse(await api.get<unknown>('/tokens', { signal }));
}

export function usePersonalTokens(userId: string): {
  state: RequestState<PersonalToken[]>;
  retry: () => void;
} {
  const query = useQuery({
    queryKey: queryKeys.personalTokensOf(userId),
    queryFn: ({ signal }) => getPersonalTokens(signal),
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
