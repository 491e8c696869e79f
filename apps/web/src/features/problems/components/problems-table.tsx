import { Link } from 'react-router';
import { CircleCheck, MessagesSquare } from 'lucide-react';
import { splitTags, type ProblemSummary } from '@codecourt/contracts';
import { BookmarkButton } from '@/components/bookmark-button';
import { DifficultyBadge, TagBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';
import type { ProblemStats } from '@/features/problems/api/get-problem-stats';

type Props = {
  problems: readonly ProblemSummary[];
  solvedIds: ReadonlySet<string> | undefined;
  stats: ReadonlyMap<string, ProblemStats> | undefined;
};

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Phones: one line a problem (solved mark, title, difficulty), as LeetCode's app lists them. */
function CompactList({ problems, solvedIds }: Omit<Props, 'stats'>) {
  return (
    <ul
      className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 sm:hidden"
      aria-label="Problems"
      data-testid="problems-compact"
    >
      {problems.map((problem) => (
        <li key={problem._id} className="flex items-center gap-3 px-3 py-2.5" data-testid="problem-item">
          <span className="size-5 shrink-0">
            {solvedIds?.has(problem._id) === true && (
              <CircleCheck className="size-5 text-success" aria-label="Solved" />
            )}
          </span>
          <Link
            to={paths.problem.getHref(problem.slug)}
            className="min-w-0 flex-1 truncate font-medium hover:text-primary focus-visible:text-primary"
          >
            {problem.number}. {problem.title}
          </Link>
          <DifficultyBadge difficulty={problem.difficulty} />
        </li>
      ))}
    </ul>
  );
}

export function ProblemsTable({ problems, solvedIds, stats }: Props) {
  return (
    <>
      <CompactList problems={problems} solvedIds={solvedIds} />
      <ProblemsGrid problems={problems} solvedIds={solvedIds} stats={stats} />
    </>
  );
}

/** Wider screens: the spec's table with topics, acceptance and solvers. */
function ProblemsGrid({ problems, solvedIds, stats }: Props) {
  return (
    <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 sm:block">
      <table className="table" data-testid="problems-table">
        <caption className="sr-only">Problems</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col" className="w-12">
              <span className="sr-only">Solved</span>
            </th>
            <th scope="col" className="w-14">
              #
            </th>
            <th scope="col">Title</th>
            <th scope="col" className="w-28">
              Difficulty
            </th>
            <th scope="col" className="hidden md:table-cell">
              Topics
            </th>
            <th scope="col" className="w-28 text-right">
              Acceptance
            </th>
            <th scope="col" className="hidden w-24 text-right sm:table-cell">
              Solved by
            </th>
            <th scope="col" className="w-12">
              <span className="sr-only">Discussions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => {
            const solved = solvedIds?.has(problem._id) === true;
            const figures = stats?.get(problem._id);
            return (
              <tr key={problem._id} className="hover:bg-base-200/60" data-testid="problem-row">
                <td>
                  {solved && (
                    <CircleCheck
                      className="size-5 text-success"
                      aria-label="Solved"
                      data-testid="solved-mark"
                    />
                  )}
                </td>
                <td className="font-mono text-sm text-base-content/70" data-testid="problem-number">
                  {problem.number}
                </td>
                <td className="font-medium">
                  <BookmarkButton problemId={problem._id} className="mr-1 align-middle" />
                  <Link
                    to={paths.problem.getHref(problem.slug)}
                    className="rounded-field hover:text-primary focus-visible:text-primary"
                  >
                    {problem.title}
                  </Link>
                </td>
                <td>
                  <DifficultyBadge difficulty={problem.difficulty} />
                </td>
                <td className="hidden md:table-cell">
                  <span className="flex flex-wrap gap-1.5">
                    {splitTags(problem.tags).map((tag) => (
                      <TagBadge key={tag} tag={tag} />
                    ))}
                  </span>
                </td>
                <td className="text-right font-mono text-sm" data-testid="problem-acceptance">
                  {figures?.acceptance === undefined ? '—' : percent.format(figures.acceptance)}
                </td>
                <td className="hidden text-right font-mono text-sm sm:table-cell">
                  {figures?.solvedBy ?? 0}
                </td>
                <td className="px-2">
                  <Link
                    to={paths.discussions.getHref(problem._id)}
                    className="btn btn-ghost btn-sm btn-square"
                    aria-label={`Discussions about ${problem.title}`}
                    title="Discussions"
                    data-testid="problem-discussions-link"
                  >
                    <MessagesSquare className="size-4" aria-hidden="true" />
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
