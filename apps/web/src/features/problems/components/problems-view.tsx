import { Bookmark, CloudOff, SearchX } from 'lucide-react';
import { MESSAGES, type ProblemSummary } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { useBookmarks } from '@/lib/api/get-bookmarks';
import { useAuth } from '@/lib/auth';
import { ProblemFiltersBar } from '@/features/problems/components/problem-filters-bar';
import { ProblemsTable } from '@/features/problems/components/problems-table';
import { ProblemsTableSkeleton } from '@/features/problems/components/problems-table-skeleton';
import { useProblemList } from '@/features/problems/api/get-problems';
import { useSolvedIds } from '@/features/problems/api/get-solved-problems';
import { useProblemStats, type ProblemStats } from '@/features/problems/api/get-problem-stats';
import { useListFilters } from '@/features/problems/hooks/use-list-filters';
import {
  DEFAULT_FILTERS,
  filterProblems,
  listSummary,
  sortProblems,
} from '@/features/problems/lib/problem-filters';

export function ProblemsView() {
  const user = useAuth((s) => s.user);
  const { list, retry } = useProblemList();
  const solvedIds = useSolvedIds(user?._id);
  const bookmarks = useBookmarks(user?._id);
  const bookmarkedIds =
    bookmarks.status === 'ready' ? new Set(bookmarks.data.map((problem) => problem._id)) : undefined;
  const stats = useProblemStats();
  const { filters, searchText, setSearchText, setFilters } = useListFilters();
  // With Bookmarked on, the list waits for the bookmarks rather than flashing the whole library.
  const waiting = list.status === 'loading' || (filters.bookmarked && bookmarks.status === 'loading');
  const rows =
    list.status === 'ready' && !waiting
      ? sortProblems(
          filterProblems(list.problems, filters, solvedIds, bookmarkedIds),
          filters.sort,
          (id) => stats?.get(id)?.acceptance,
        )
      : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <ProblemFiltersBar
          filters={filters}
          searchText={searchText}
          onSearchChange={setSearchText}
          onChange={setFilters}
          statusEnabled={user !== null}
        />
        {rows && list.status === 'ready' && (
          <p className="shrink-0 text-sm text-base-content/75" data-testid="problems-summary">
            {listSummary(rows.length, list.problems.length, solvedIds?.size)}
          </p>
        )}
      </div>
      {waiting && <ProblemsTableSkeleton />}
      {list.status === 'error' && (
        <EmptyState
          icon={CloudOff}
          tone="error"
          title={MESSAGES.fetchProblemsFailed}
          actions={
            <button type="button" className="btn btn-primary btn-sm" onClick={retry}>
              Try again
            </button>
          }
        >
          {list.message}
        </EmptyState>
      )}
      {rows && list.status === 'ready' && (
        <ProblemRows
          rows={rows}
          solvedIds={solvedIds}
          stats={stats}
          empty={list.problems.length === 0}
          noBookmarks={filters.bookmarked && bookmarkedIds?.size === 0}
          onReset={() => {
            setFilters(DEFAULT_FILTERS);
          }}
        />
      )}
    </div>
  );
}

type RowsProps = {
  rows: readonly ProblemSummary[];
  solvedIds: ReadonlySet<string> | undefined;
  stats: ReadonlyMap<string, ProblemStats> | undefined;
  empty: boolean;
  noBookmarks: boolean;
  onReset: () => void;
};

function ProblemRows({ rows, solvedIds, stats, empty, noBookmarks, onReset }: RowsProps) {
  if (empty)
    return (
      <EmptyState icon={SearchX} title="No problems published yet">
        Problems show up here as soon as an admin publishes them.
      </EmptyState>
    );
  if (noBookmarks)
    return (
      <EmptyState
        icon={Bookmark}
        title="No bookmarked problems yet"
        actions={
          <button type="button" className="btn btn-primary btn-sm" onClick={onReset}>
            Show all problems
          </button>
        }
      >
        Bookmark a problem with its bookmark button to find it here.
      </EmptyState>
    );
  if (rows.length === 0)
    return (
      <EmptyState
        icon={SearchX}
        title="No problems match these filters"
        actions={
          <button type="button" className="btn btn-primary btn-sm" onClick={onReset}>
            Reset filters
          </button>
        }
      >
        Try another title, difficulty or topic.
      </EmptyState>
    );
  return <ProblemsTable problems={rows} solvedIds={solvedIds} stats={stats} />;
}
