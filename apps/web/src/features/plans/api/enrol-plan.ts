import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planEnrolmentSchema } from '@codecourt/contracts';
import type { PlanEnrolment } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /plans/{slug}/enrol: enrolling again keeps the first date. */
export async function enrolPlan(slug: string): Promise<PlanEnrolment> {
  return planEnrolmentSchema.parse(await api.post<unknown>(`/plans/${encodeURIComponent(slug)}/enrol`));
}

export function useEnrolPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plans }),
  });
}
