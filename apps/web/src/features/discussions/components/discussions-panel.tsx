import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { paths } from '@/config/paths';
import { DiscussionsView } from '@/features/discussions/components/discussions-view';

/** A problem's discussions inside its workspace: read, post, reply and edit without leaving the code. */
export function DiscussionsPanel({ problemId }: { problemId: string }) {
  return (
    <div className="flex flex-col gap-2" data-testid="discussions-panel">
      <Link
        to={paths.discussions.getHref(problemId)}
        className="link self-end text-xs text-base-content/70"
        data-testid="discussions-page-link"
      >
        Open on its own page <ExternalLink className="inline size-3" aria-hidden="true" />
      </Link>
      <DiscussionsView problemRef={problemId} embedded />
    </div>
  );
}
