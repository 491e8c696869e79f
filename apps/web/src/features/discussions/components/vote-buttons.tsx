import { Link, useLocation } from 'react-router';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { Discussion, VoteType } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useVoteDiscussion } from '@/features/discussions/api/vote-discussion';
import { ownVote } from '@/features/discussions/lib/apply-vote';

const KINDS = [
  { type: 'upvote', label: 'Upvote', Icon: ThumbsUp, on: 'text-success' },
  { type: 'downvote', label: 'Downvote', Icon: ThumbsDown, on: 'text-error' },
] as const;

const countOf = (discussion: Discussion, type: VoteType) =>
  type === 'upvote' ? discussion.upvotes.length : discussion.downvotes.length;

/** Up and down with their counts; the user's own vote is pressed. Signed out, they lead to sign-in. */
type Props = {
  discussion: Discussion;
  /** The problem as the page names it (its `_id` or slug): the key its discussions are cached under. */
  problemRef: string;
  userId: string | undefined;
};

export function VoteButtons({ discussion, problemRef, userId }: Props) {
  const { pathname, search } = useLocation();
  if (userId === undefined)
    return (
      <div className="flex items-center gap-1" data-testid="vote-buttons">
        {KINDS.map(({ type, label, Icon }) => (
          <Link
            key={type}
            to={paths.auth.login.getHref(pathname + search)}
            className="btn btn-ghost btn-xs gap-1.5 font-mono"
            title="Sign in to vote"
            data-testid={`${type}-count`}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{label}</span> {countOf(discussion, type)}
          </Link>
        ))}
      </div>
    );
  return <SignedInVotes discussion={discussion} problemRef={problemRef} userId={userId} />;
}

function SignedInVotes({ discussion, problemRef, userId }: Props & { userId: string }) {
  const vote = useVoteDiscussion(problemRef, userId);
  const mine = ownVote(discussion, userId);
  const failure = vote.isError ? errorMessage(vote.error) : '';
  return (
    <div className="flex flex-wrap items-center gap-1" data-testid="vote-buttons">
      {KINDS.map(({ type, label, Icon, on }) => (
        <button
          key={type}
          type="button"
          className={`btn btn-ghost btn-xs gap-1.5 font-mono ${mine === type ? `${on} bg-base-200` : ''}`}
          aria-pressed={mine === type}
          data-testid={`${type}-count`}
          onClick={() => {
            vote.mutate({ discussionId: discussion._id, voteType: type });
          }}
        >
          <Icon className={`size-3.5 ${mine === type ? 'fill-current' : ''}`} aria-hidden="true" />
          {/* Named by text, not aria-label, so the spoken name holds the count that is shown. */}
          <span className="sr-only">{label}</span> {countOf(discussion, type)}
        </button>
      ))}
      {failure && (
        <span className="text-xs text-error" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}
