import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { BookmarkButton } from '@/components/bookmark-button';
import { paths } from '@/config/paths';

/** What a reader does with the problem besides solving it: bookmark it, open its discussions. */
export function ProblemActions({ problemId }: { problemId: string }) {
  return (
    <div className="flex items-center justify-end gap-1 border-b border-base-300 px-3 py-1">
      <Link
        to={paths.discussions.getHref(problemId)}
        className="btn btn-ghost btn-sm"
        data-testid="discussions-link"
      >
        <MessagesSquare className="size-4" aria-hidden="true" /> Discussions
      </Link>
      <BookmarkButton problemId={problemId} />
    </div>
  );
}
