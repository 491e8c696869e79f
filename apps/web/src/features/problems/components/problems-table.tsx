import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { splitTags, type ProblemSummary } from '@codecourt/contracts';
import { BookmarkButton } from '@/components/bookmark-button';
import { DifficultyBadge, TagBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';

type Props = { problems: readonly ProblemSummary[]; solvedIds: ReadonlySet<string> | undefined };

export function ProblemsTable({ problems, solvedIds }: Props) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" data-testid="problems-table">
        <caption className="sr-only">Problems</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12">
              <span className="sr-only">Solved</span>
            </th>
            <th scope="col">Title</th>
            <th scope="col" className="w-28">
              Difficulty
            </th>
            <th scope="col" className="hidden md:table-cell">
              Topics
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => {
            const solved = solvedIds?.has(problem._id) === true;
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
                <td className="font-medium">
                  <BookmarkButton problemId={problem._id} className="mr-1 align-middle" />
                  <Link
                    to={paths.problem.getHref(problem._id)}
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
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
