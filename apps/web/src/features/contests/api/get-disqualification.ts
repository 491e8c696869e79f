import { useQuery } from '@tanstack/react-query';
import { myDisqualificationResponseSchema, type MyDisqualificationResponse } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** GET /integrity/contests/{id}/disqualification (signed in): whether the caller was disqualified, and why. */
export function useDisqualification(
  contestId: string,
  enabled: boolean,
): RequestState<MyDisqualificationResponse> {
  const query = useQuery({
    queryKey: [...contestKeys.prediction(contestId), 'disqualification'],
    queryFn: async ({ signal }) =>
      myDisqualificationResponseSchema.parse(
        await api.get<unknown>(`/integrity/contests/${encodeURIComponent(contestId)}/disqualification`, {
          signal,
        }),
      ),
    enabled,
  });
  return requestState(query);
}
