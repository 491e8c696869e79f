import { useSearchParams } from 'react-router';
import { PageNav } from '@/components/ui/page-nav';
import { Trophy } from 'lucide-react';
import { RATING_LEADERBOARD_PAGE_SIZE } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useRatingLeaderboard } from '@/features/leaderboard/api/get-rating-leaderboard';

/** The rating tab: rated members by current rating (issue #23), paged like the solved tab. */
export function RatingLeaderboard() {
  const user = useAuth((s) => s.user);
  const [query, setQuery] = useSearchParams();
  const asked = Number(query.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const { state, retry } = useRatingLeaderboard(page);
  const goTo = (next: number) => {
    setQuery(next === 1 ? { tab: 'rating' } : { tab: 'rating', page: String(next) });
  };

  if (state.status === 'loading' || state.status === 'idle')
    return (
      <div className="grid place-items-center py-16">
        <Spinner label="Loading the rating leaderboard" />
      </div>
    );
  if (state.status === 'error')
    return <LoadError title="Could not load the rating leaderboard" error={state.error} onRetry={retry} />;
  const rows = state.data;
  if (rows.length === 0)
    return (
      <EmptyState icon={Trophy} title={page === 1 ? 'No ratings yet' : 'No one on this page'}>
        {page === 1
          ? 'Ratings appear once a rated contest has been finalised.'
          : `The rating leaderboard ends before page ${String(page)}.`}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table" data-testid="rating-leaderboard">
          <caption className="sr-only">Members by contest rating</caption>
          <thead>
            <tr>
              <th className="w-16">Rank</th>
              <th>Member</th>
              <th className="text-right">Rating</th>
              <th className="text-right">Contests</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.user._id}
                className={row.user._id === user?._id ? 'bg-primary/10 font-medium' : undefined}
                aria-current={row.user._id === user?._id ? 'true' : undefined}
              >
                <td>{row.rank}</td>
                <td>{[row.user.firstName, row.user.lastName].filter(Boolean).join(' ')}</td>
                <td className="text-right font-semibold">{row.rating}</td>
                <td className="text-right">{row.contests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageNav
        label="Rating leaderboard pages"
        page={page}
        last={rows.length < RATING_LEADERBOARD_PAGE_SIZE}
        goTo={goTo}
      />
    </div>
  );
}
