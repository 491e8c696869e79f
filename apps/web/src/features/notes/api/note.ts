import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noteListResponseSchema, noteResponseSchema, noteSchema } from '@codecourt/contracts';
import type { Note, NoteListItem } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const notePath = (problemId: string) => `/notes/${encodeURIComponent(problemId)}`;

/** GET /notes/{problemId}: the signed-in user's note on the problem, or null. */
export function useNote(problemId: string) {
  return useQuery({
    queryKey: queryKeys.noteOf(problemId),
    queryFn: async ({ signal }): Promise<Note | null> =>
      noteResponseSchema.parse(await api.get<unknown>(notePath(problemId), { signal })),
  });
}

/** PUT /notes/{problemId}: stores the whole note and keeps the cache in step. */
export function useSaveNote(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (content: string): Promise<Note> =>
      noteSchema.parse(await api.put<unknown>(notePath(problemId), { content })),
    onSuccess: (note) => client.setQueryData(queryKeys.noteOf(problemId), note),
  });
}

/** GET /notes?q=: the signed-in user's notes, newest first, optionally searched. */
export function useNotesList(q: string) {
  return useQuery({
    queryKey: queryKeys.notesList(q),
    queryFn: async ({ signal }): Promise<NoteListItem[]> =>
      noteListResponseSchema.parse(
        await api.get<unknown>(q ? `/notes?q=${encodeURIComponent(q)}` : '/notes', { signal }),
      ),
    placeholderData: (previous) => previous,
  });
}
