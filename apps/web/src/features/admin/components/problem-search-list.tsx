import { useDeferredValue, useState, type ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { MESSAGES, type ProblemSummary } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { Spinner } from '@/components/ui/spinner';
import { useAdminProblems } from '@/features/admin/api/get-admin-problems';

type Props = {
  /** What each row offers: open it for editing, delete it, manage its video. */
  renderAction: (problem: ProblemSummary) => ReactNode;
};

const matches = (problem: ProblemSummary, query: string) =>
  `${String(problem.number)} ${problem.title} ${problem.tags}`.toLowerCase().includes(query);

/** The library with a search box: the starting point of the update, delete and video tools. */
export function ProblemSearchList({ renderAction }: Props) {
  const problems = useAdminProblems();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim().toLowerCase());

  if (problems.isError && !problems.isFetching)
    return (
      <LoadError
        title={MESSAGES.fetchProblemsFailed}
        error={problems.error}
        onRetry={() => void problems.refetch()}
      />
    );
  if (!problems.isSuccess) return <Spinner label="Loading problems" className="py-10" />;
  const shown = problems.data.filter((problem) => matches(problem, search));
  return (
    <div className="flex flex-col gap-4">
      <label className="input w-full max-w-md">
        <span className="sr-only">Search problems</span>
        <input
          type="search"
          placeholder="Search by number, title or tag"
          value={query}
          data-testid="admin-search"
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
      </label>
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={problems.data.length === 0 ? 'No problems yet' : 'No problem matches'}
        >
          {problems.data.length === 0
            ? 'Create a problem or import a package to start the library.'
            : 'Try another title, number or tag.'}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {shown.map((problem) => (
            <li
              key={problem._id}
              className="flex flex-wrap items-center gap-3 px-4 py-3"
              data-testid="admin-problem-row"
            >
              <span className="w-10 font-mono text-sm text-base-content/70">{problem.number}</span>
              <span className="min-w-0 flex-1 truncate font-medium">{problem.title}</span>
              <DifficultyBadge difficulty={problem.difficulty} />
              {renderAction(problem)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
