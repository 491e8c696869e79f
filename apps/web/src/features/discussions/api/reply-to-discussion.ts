import { useMutation } from '@tanstack/react-query';
import { discussionSchema, type Discussion } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { useReplaceCachedDiscussion } from '@/features/discussions/api/cached-discussion';

/** POST /discussions/{id}/reply: answers the discussion with the new reply. */
export async function replyToDiscussion(discussionId: string, content: string): Promise<Discussion> {
  return discussionSchema.parse(
    await api.post<unknown>(`/discussions/${encodeURIComponent(discussionId)}/reply`, { content }),
  );
}

export function useReplyToDiscussion(problemId: string, discussionId: string) {
  return useMutation({
    mutationFn: (content: string) => replyToDiscussion(discussionId, content),
    onSuccess: useReplaceCachedDiscussion(problemId),
  });
}
