import { Link, useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import { DISCUSSION_SORTS, type DiscussionSort } from '@codecourt/contracts';
import { paths } from '@/config/paths';

const SORT_LABELS: Record<DiscussionSort, string> = { new: 'Newest', top: 'Top' };

type Props = {
  sort: DiscussionSort;
  onSort: (sort: DiscussionSort) => void;
  signedIn: boolean;
  onNew: () => void;
};

/** The order of the list and the way to start a discussion (or to sign in for it). */
export function DiscussionsToolbar({ sort, onSort, signedIn, onNew }: Props) {
  const { pathname, search } = useLocation();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="tabs tabs-box tabs-sm" role="group" aria-label="Order">
        {DISCUSSION_SORTS.map((value) => (
          <button
            key={value}
            type="button"
            className={`tab ${sort === value ? 'tab-active font-semibold' : 'text-base-content/80'}`}
            aria-pressed={sort === value}
            onClick={() => {
              onSort(value);
            }}
          >
            {SORT_LABELS[value]}
          </button>
        ))}
      </div>
      {signedIn ? (
        <button type="button" className="btn btn-primary btn-sm" onClick={onNew} data-testid="new-discussion">
          <Plus className="size-4" aria-hidden="true" /> New discussion
        </button>
      ) : (
        <Link
          to={paths.auth.login.getHref(pathname + search)}
          className="btn btn-primary btn-sm"
          data-testid="sign-in-to-post"
        >
          Sign in to post
        </Link>
      )}
    </div>
  );
}
