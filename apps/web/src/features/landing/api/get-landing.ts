import { useQuery } from '@tanstack/react-query';
import { landingResponseSchema } from '@codecourt/contracts';
import type { LandingResponse } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /landing: the figures, company names and stories the instance's content file sets. */
export async function getLanding(signal?: AbortSignal): Promise<LandingResponse> {
  // Public content: a 401 here must never send a visitor to /login.
  return landingResponseSchema.parse(
    await api.get<unknown>('/landing', { signal, refreshOnUnauthorized: false }),
  );
}

export type LandingState =
  { status: 'loading' } | { status: 'ready'; landing: LandingResponse } | { status: 'unavailable' };

export function useLanding(): LandingState {
  const query = useQuery({ queryKey: queryKeys.landing, queryFn: ({ signal }) => getLanding(signal) });
  if (query.isSuccess) return { status: 'ready', landing: query.data };
  if (query.isError) return { status: 'unavailable' };
  return { status: 'loading' };
}
