import { useQuery } from '@tanstack/react-query';
import { planDetailSchema, planListResponseSchema } from '@codecourt/contracts';
import type { PlanDetail, PlanSummary } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /plans: every plan, with the caller's enrolment and progress when signed in. */
export async function getPlans(signal?: AbortSignal): Promise<PlanSummary[]> {
  return planListResponseSchema.parse(await api.get<unknown>('/plans', { signal }));
}

/** GET /plans/{slug}: the plan's steps with the caller's progress and next problem. */
export async function getPlan(slug: string, signal?: AbortSignal): Promise<PlanDetail> {
  return planDetailSchema.parse(await api.get<unknown>(`/plans/${encodeURIComponent(slug)}`, { signal }));
}

/** Keyed by user as well: signing in or out changes the progress shown. */
export function usePlans(userId: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.plans, 'list', userId ?? ''],
    queryFn: ({ signal }) => getPlans(signal),
  });
}

export function usePlan(slug: string, userId: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.plan(slug), userId ?? ''],
    queryFn: ({ signal }) => getPlan(slug, signal),
  });
}
