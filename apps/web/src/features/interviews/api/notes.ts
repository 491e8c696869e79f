import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { interviewNotesSchema } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

const notesKey = (id: string) => ['interviews', 'notes', id] as const;
const notesPath = (id: string) => `/interviews/${encodeURIComponent(id)}/notes`;

/** GET /interviews/{id}/notes: the interviewer's own notes (nobody else may read them). */
export const useInterviewNotes = (interviewId: string) =>
  useQuery({
    queryKey: notesKey(interviewId),
    queryFn: async ({ signal }) =>
      interviewNotesSchema.parse(await api.get<unknown>(notesPath(interviewId), { signal })),
  });

/** PUT /interviews/{id}/notes: the whole text, replaced. */
export function useSaveNotes(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      interviewNotesSchema.parse(await api.put<unknown>(notesPath(interviewId), { text })),
    onSuccess: (notes) => {
      queryClient.setQueryData(notesKey(interviewId), notes);
    },
  });
}
