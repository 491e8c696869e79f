import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { interviewScorecardSchema, type InterviewScorecardRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { interviewKeys } from '@/features/interviews/api/interviews';

const scorecardKey = (id: string) => ['interviews', 'scorecard', id] as const;
const scorecardPath = (id: string) => `/interviews/${encodeURIComponent(id)}/scorecard`;

/**
 * GET /interviews/{id}/scorecard: the interviewer's, or the candidate's once shared. No scorecard yet
 * (404) reads as null: the form starts blank, the candidate sees no feedback.
 */
export const useScorecard = (interviewId: string, enabled = true) =>
  useQuery({
    queryKey: scorecardKey(interviewId),
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return interviewScorecardSchema.parse(await api.get<unknown>(scorecardPath(interviewId), { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** PUT /interviews/{id}/scorecard: the whole card; sharing changes what the room and the list say. */
export function useSaveScorecard(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: InterviewScorecardRequest) =>
      interviewScorecardSchema.parse(await api.put<unknown>(scorecardPath(interviewId), card)),
    onSuccess: async (card) => {
      queryClient.setQueryData(scorecardKey(interviewId), card);
      await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
    },
  });
}
