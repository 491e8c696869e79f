import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewGradeResponseSchema } from '@codecourt/contracts';
import type { ReviewGradeResponse } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reviewStartOf } from '@/features/review/lib/review-start';

/** POST /review/{problemId}: grades the review from the submits made since it was started here. */
export async function gradeReview(problemId: string): Promise<ReviewGradeResponse> {
  const startedAt = reviewStartOf(problemId);
  return reviewGradeResponseSchema.parse(
    await api.post<unknown>(`/review/${encodeURIComponent(problemId)}`, startedAt ? { startedAt } : {}),
  );
}

export function useGradeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.review }),
  });
}
