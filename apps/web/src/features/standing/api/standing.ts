import { useQuery } from '@tanstack/react-query';
import { standingSchema } from '@codecourt/contracts';
import type { Standing } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** GET /standing/{id}: an accepted submission against this instance's accepted ones. */
export function useStanding(submissionId: string) {
  return useQuery({
    queryKey: ['standing', submissionId] as const,
    queryFn: async ({ signal }): Promise<Standing> =>
      standingSchema.parse(
        await api.get<unknown>(`/standing/${encodeURIComponent(submissionId)}`, { signal }),
      ),
  });
}
