import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookmarkStateSchema, type BookmarkState } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /bookmarks/add or DELETE /bookmarks/remove/{problemId}: both idempotent, both answer the new state. */
export async function setBookmark(problemId: string, bookmarked: boolean): Promise<BookmarkState> {
  const answer = bookmarked
    ? await api.post<unknown>('/bookmarks/add', { problemId })
    : await api.delete<unknown>(`/bookmarks/remove/${encodeURIComponent(problemId)}`);
  return bookmarkStateSchema.parse(answer);
}

export function useSetBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ problemId, bookmarked }: { problemId: string; bookmarked: boolean }) =>
      setBookmark(problemId, bookmarked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks }),
  });
}
