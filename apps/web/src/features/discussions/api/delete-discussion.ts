import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDiscussionResponseSchema, type DeleteDiscussionResponse } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /discussions/{id}: the author or an admin. */
export async function deleteDiscussion(discussionId: string): Promise<DeleteDiscussionResponse> {
  return deleteDiscussionResponseSchema.parse(
    await api.delete<unknown>(`/discussions/${encodeURIComponent(discussionId)}`),
  );
}

export function useDeleteDiscussion(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscussion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discussionsOf(problemId) }),
  });
}
