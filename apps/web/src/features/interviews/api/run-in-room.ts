import { useMutation } from '@tanstack/react-query';
import { interviewRunEntrySchema, type InterviewRunRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /interviews/{id}/run: the room's code and language on the samples or `input`. The entry it answers
 * also lands in the shared document, which is where both sides read it from.
 */
export const useRunInRoom = (interviewId: string) =>
  useMutation({
    mutationFn: async (request: InterviewRunRequest) =>
      interviewRunEntrySchema.parse(
        await api.post<unknown>(`/interviews/${encodeURIComponent(interviewId)}/run`, request),
      ),
  });
