import { useQuery } from '@tanstack/react-query';
import { ratingPredictionSchema, type RatingPrediction } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** How often a participant's predicted change is asked again (the API shares one per 10 s). */
const PREDICTION_REFRESH_MS = 30_000;

/** GET /ratings/contests/{id}/prediction (signed in): the change if the rated contest ended now. */
export async function getRatingPrediction(
  contestId: string,
  signal?: AbortSignal,
): Promise<RatingPrediction> {
  return ratingPredictionSchema.parse(
    await api.get<unknown>(`/ratings/contests/${encodeURIComponent(contestId)}/prediction`, { signal }),
  );
}

export function useRatingPrediction(contestId: string, enabled: boolean): RequestState<RatingPrediction> {
  const query = useQuery({
    queryKey: contestKeys.prediction(contestId),
    queryFn: ({ signal }) => getRatingPrediction(contestId, signal),
    enabled,
    refetchInterval: PREDICTION_REFRESH_MS,
  });
  return requestState(query);
}
