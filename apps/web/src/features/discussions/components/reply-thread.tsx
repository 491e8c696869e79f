import { Link, useLocation } from 'react-router';
import type { Discussion, User } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { ReplyBox } from '@/features/discussions/components/reply-box';
import { ReplyItem } from '@/features/discussions/components/reply-item';

type Props = { discussion: Discussion; problemRef: string; user: User | null };

/** The replies, oldest first, and the box to add one (or a way to sign in first). */
export function ReplyThread({ discussion, problemRef, user }: Props) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex flex-col gap-4 border-t border-base-300 pt-4" data-testid="reply-thread">
      {discussion.replies.length > 0 && (
        <ol className="flex flex-col gap-4" aria-label="Replies">
          {discussion.replies.map((reply) => (
            <li key={reply._id} className="border-l-2 border-base-300 pl-4" data-testid="reply">
              <ReplyItem reply={reply} discussionId={discussion._id} problemRef={problemRef} user={user} />
            </li>
          ))}
        </ol>
      )}
      {user ? (
        <ReplyBox problemRef={problemRef} discussionId={discussion._id} />
      ) : (
        <p className="text-sm text-base-content/70">
          <Link to={paths.auth.login.getHref(pathname + search)} className="link link-primary">
            Sign in
          </Link>{' '}
          to reply.
        </p>
      )}
    </div>
  );
}
