import { useMutation } from '@tanstack/react-query';
import { interviewSubmitResultSchema } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /interviews/{id}/submit: the room's code on every test of its library problem, hidden ones by
 * verdict only. The answer goes to the interviewer alone: nothing of it enters the shared document.
 */
export const useSubmitInRoom = (interviewId: string) =>
  useMutation({
    mutationFn: async () =>
      interviewSubmitResultSchema.parse(
        await api.post<unknown>(`/interviews/${encodeURIComponent(interviewId)}/submit`),
      ),
  });
