import { useMutation } from '@tanstack/react-query';
import { discussionSchema, type Discussion } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { useReplaceCachedDiscussion } from '@/features/discussions/api/cached-discussion';

/** PATCH /discussions/{id}/replies/{replyId} (its author or an admin): answers the discussion. */
export async function editReply(discussionId: string, replyId: string, content: string): Promise<Discussion> {
  const path = `/discussions/${encodeURIComponent(discussionId)}/replies/${encodeURIComponent(replyId)}`;
  return discussionSchema.parse(await api.request<unknown>('patch', path, { json: { content } }));
}

export function useEditReply(problemId: string, discussionId: string, replyId: string) {
  return useMutation({
    mutationFn: (content: string) => editReply(discussionId, replyId, content),
    onSuccess: useReplaceCachedDiscussion(problemId),
  });
}
