import { useMutation } from '@tanstack/react-query';
import { discussionSchema, type Discussion, type EditDiscussionRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { useReplaceCachedDiscussion } from '@/features/discussions/api/cached-discussion';

/** PATCH /discussions/{id} (its author or an admin): answers the edited discussion. */
export async function editDiscussion(discussionId: string, edit: EditDiscussionRequest): Promise<Discussion> {
  return discussionSchema.parse(
    await api.request<unknown>('patch', `/discussions/${encodeURIComponent(discussionId)}`, { json: edit }),
  );
}

export function useEditDiscussion(problemId: string, discussionId: string) {
  return useMutation({
    mutationFn: (edit: EditDiscussionRequest) => editDiscussion(discussionId, edit),
    onSuccess: useReplaceCachedDiscussion(problemId),
  });
}
