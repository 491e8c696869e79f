import { Link } from 'react-router';
import { PROFILE_BOOKMARKS_SHOWN, type ProblemSummary } from '@codecourt/contracts';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';

/** The first few bookmarks and how many there are in all. */
export function BookmarkSummary({ bookmarks }: { bookmarks: readonly ProblemSummary[] }) {
  if (bookmarks.length === 0)
    return <p className="text-sm text-base-content/70">Problems you bookmark will be listed here.</p>;
  return (
    <div data-testid="bookmark-summary">
      <p className="mb-2 text-sm text-base-content/70" data-testid="bookmark-count">
        {bookmarks.length} bookmarked
      </p>
      <ul className="flex flex-col divide-y divide-base-300">
        {bookmarks.slice(0, PROFILE_BOOKMARKS_SHOWN).map((problem) => (
          <li key={problem._id} className="flex items-center justify-between gap-3 py-2">
            <Link to={paths.problem.getHref(problem._id)} className="truncate hover:text-primary">
              {problem.title}
            </Link>
            <DifficultyBadge difficulty={problem.difficulty} />
          </li>
        ))}
      </ul>
    </div>
  );
}
