import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discussionSchema, type CreateDiscussionRequest, type Discussion } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /discussions/create (signed in): answers the new discussion. */
export async function createDiscussion(request: CreateDiscussionRequest): Promise<Discussion> {
  return discussionSchema.parse(await api.post<unknown>('/discussions/create', request));
}

export function useCreateDiscussion(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscussion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discussionsOf(problemId) }),
  });
}
