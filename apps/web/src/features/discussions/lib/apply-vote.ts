import type { Discussion, VoteType } from '@codecourt/contracts';

/** The user's own vote on a discussion, read from the voter ids. */
export function ownVote(discussion: Discussion, userId: string | undefined): VoteType | null {
  if (userId === undefined) return null;
  if (discussion.upvotes.includes(userId)) return 'upvote';
  if (discussion.downvotes.includes(userId)) return 'downvote';
  return null;
}

/** The discussion after a vote, by the server's rule: the same vote again withdraws it, the other switches. */
export function applyVote(discussion: Discussion, userId: string, voteType: VoteType): Discussion {
  const upvotes = discussion.upvotes.filter((id) => id !== userId);
  const downvotes = discussion.downvotes.filter((id) => id !== userId);
  if (ownVote(discussion, userId) === voteType) return { ...discussion, upvotes, downvotes };
  return voteType === 'upvote'
    ? { ...discussion, upvotes: [...upvotes, userId], downvotes }
    : { ...discussion, upvotes, downvotes: [...downvotes, userId] };
}
