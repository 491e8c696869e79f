import { useSearchParams } from 'react-router';
import { PageNav } from '@/components/ui/page-nav';
import { Trophy } from 'lucide-react';
import { LEADERBOARD_PAGE_SIZE } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMyStats } from '@/lib/api/get-my-stats';
import { useAuth } from '@/lib/auth';
import { useLeaderboard } from '@/features/leaderboard/api/get-leaderboard';
import { LeaderboardTable } from '@/features/leaderboard/components/leaderboard-table';
import { ownRowElsewhere } from '@/features/leaderboard/lib/own-row';

function pageFrom(query: URLSearchParams): number {
  const page = Number(query.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function LeaderboardView() {
  const user = useAuth((s) => s.user);
  const [query, setQuery] = useSearchParams();
  const page = pageFrom(query);
  const { state, retry } = useLeaderboard(page);
  const myStats = useMyStats(user?._id);
  const goTo = (next: number) => {
    setQuery(next === 1 ? {} : { page: String(next) });
  };

  if (state.status === 'loading' || state.status === 'idle')
    return (
      <div className="grid place-items-center py-16">
        <Spinner label="Loading the leaderboard" />
      </div>
    );
  if (state.status === 'error')
    return <LoadError title="Could not load the leaderboard" error={state.error} onRetry={retry} />;

  const rows = state.data;
  if (rows.length === 0 && page === 1)
    return (
      <EmptyState icon={Trophy} title="No rankings yet">
        Rankings appear once members start solving problems.
      </EmptyState>
    );
  const own = ownRowElsewhere(rows, user, myStats.status === 'ready' ? myStats.data : undefined);
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <EmptyState icon={Trophy} title="No one on this page">
          The leaderboard ends before page {page}.
        </EmptyState>
      ) : (
        <LeaderboardTable rows={rows} ownUserId={user?._id} ownRowElsewhere={own} />
      )}
      <PageNav
        label="Leaderboard pages"
        page={page}
        // A short page is the last one.
        last={rows.length < LEADERBOARD_PAGE_SIZE}
        goTo={goTo}
        pageTestId="leaderboard-page"
      />
    </div>
  );
}
