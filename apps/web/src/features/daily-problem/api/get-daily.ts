import { useQuery } from '@tanstack/react-query';
import { dailyProblemSchema } from '@codecourt/contracts';
import type { DailyProblem } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /daily: today's problem (UTC day), with the signed-in user's daily streak. */
export async function getDaily(signal?: AbortSignal): Promise<DailyProblem> {
  return dailyProblemSchema.parse(await api.get<unknown>('/daily', { signal }));
}

/** Today's problem for a signed-in user; undefined while signed out, loading, or when it failed (the card is optional). */
export function useDaily(userId: string | undefined): DailyProblem | undefined {
  const query = useQuery({
    queryKey: queryKeys.dailyOf(userId ?? ''),
    queryFn: ({ signal }) => getDaily(signal),
    enabled: userId !== undefined,
  });
  return userId === undefined ? undefined : query.data;
}
