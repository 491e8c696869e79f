import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voteResponseSchema, type Discussion, type VoteResponse, type VoteType } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { applyVote } from '@/features/discussions/lib/apply-vote';

/** POST /discussions/{id}/vote: answers the counts after the vote. */
export async function voteOnDiscussion(discussionId: string, voteType: VoteType): Promise<VoteResponse> {
  return voteResponseSchema.parse(
    await api.post<unknown>(`/discussions/${encodeURIComponent(discussionId)}/vote`, { voteType }),
  );
}

type Vote = { discussionId: string; voteType: VoteType };

/**
 * Shows the vote at once on every cached page of the problem's discussions, puts the pages back as they
 * were when the server refuses it, and reads the real counts afterwards (others vote too).
 */
export function useVoteDiscussion(problemId: string, userId: string) {
  const queryClient = useQueryClient();
  const pages = queryKeys.discussionsOf(problemId);
  const mutationKey = ['vote', ...pages];
  return useMutation({
    mutationKey,
    mutationFn: ({ discussionId, voteType }: Vote) => voteOnDiscussion(discussionId, voteType),
    onMutate: async ({ discussionId, voteType }: Vote) => {
      await queryClient.cancelQueries({ queryKey: pages });
      const before = queryClient.getQueriesData<Discussion[]>({ queryKey: pages });
      queryClient.setQueriesData<Discussion[]>({ queryKey: pages }, (list) =>
        list?.map((item) => (item._id === discussionId ? applyVote(item, userId, voteType) : item)),
      );
      return { before };
    },
    onError: (_error, _vote, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
    },
    // Only after the last of quick successive votes: an earlier one's read could land after a later
    // optimistic vote and briefly show the older state.
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) === 1
        ? queryClient.invalidateQueries({ queryKey: pages })
        : undefined,
  });
}
