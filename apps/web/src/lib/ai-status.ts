import { useQuery } from '@tanstack/react-query';
import { aiStatusResponseSchema } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /ai/status: true or false once known, undefined while asking (or when the answer failed, so a
 * screen keeps its usual path and a send still reports what the server says).
 */
export function useAiConfigured(): boolean | undefined {
  const query = useQuery({
    queryKey: queryKeys.aiStatus,
    queryFn: async ({ signal }) =>
      aiStatusResponseSchema.parse(await api.get<unknown>('/ai/status', { signal })),
    // Changes only when the server restarts with other settings.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.configured;
}
