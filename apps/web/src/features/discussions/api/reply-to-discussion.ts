import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discussionSchema, type Discussion } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /discussions/{id}/reply: answers the discussion with the new reply. */
export async function replyToDiscussion(discussionId: string, content: string): Promise<Discussion> {
  return discussionSchema.parse(
    await api.post<unknown>(`/discussions/${encodeURIComponent(discussionId)}/reply`, { content }),
  );
}

export function useReplyToDiscussion(problemId: string, discussionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => replyToDiscussion(discussionId, content),
    // The answer is the whole discussion: it replaces the one shown, wherever it is cached.
    onSuccess: (updated) => {
      queryClient.setQueriesData<Discussion[]>({ queryKey: queryKeys.discussionsOf(problemId) }, (list) =>
        list?.map((item) => (item._id === updated._id ? updated : item)),
      );
    },
  });
}
