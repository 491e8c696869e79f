import { Link } from 'react-router';
import { CheckCircle2, Circle, CircleDashed, XCircle, type LucideIcon } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { useProblemStates } from '@/features/contests/api/get-problem-states';
import { useUpsolved } from '@/features/contests/api/virtual-runs';
import { useAuth } from '@/lib/auth';
import type { ProblemState } from '@/features/contests/lib/problem-state';

const STATE_META: Record<ProblemState, { label: string; icon: LucideIcon; tone: string }> = {
  solved: { label: 'Solved', icon: CheckCircle2, tone: 'text-success' },
  pending: { label: 'Pending', icon: CircleDashed, tone: 'text-warning' },
  tried: { label: 'Tried', icon: XCircle, tone: 'text-error' },
  untried: { label: 'Not tried', icon: Circle, tone: 'text-base-content/40' },
};

/** The problems of a running contest with the viewer's state of each; a label opens the contest workspace. */
export function ContestProblemSet({ contest }: { contest: ContestDetail }) {
  const states = useProblemStates(contest.problems, contest.participation);
  const points = contest.format !== 'icpc';
  const signedIn = useAuth((s) => s.user !== null);
  const upsolved = useUpsolved(contest._id, signedIn && contest.status === 'Completed');
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" data-testid="contest-problems">
        <caption className="sr-only">Problems</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col" className="w-12">
              #
            </th>
            <th scope="col">Problem</th>
            <th scope="col" className="hidden sm:table-cell">
              Difficulty
            </th>
            {points && <th scope="col">Points</th>}
            <th scope="col">Your state</th>
          </tr>
        </thead>
        <tbody>
          {contest.problems.map((problem) => {
            const state = states[problem.label];
            const meta = state ? STATE_META[state] : undefined;
            return (
              <tr key={problem.label} data-testid="contest-problem" data-state={state ?? 'loading'}>
                <td className="font-mono font-semibold">{problem.label}</td>
                <td>
                  <Link
                    to={paths.contestProblem.getHref(contest.slug, problem.label)}
                    className="link link-hover font-medium"
                  >
                    {problem.title}
                  </Link>
                  {upsolved.has(problem.label) && (
                    <span
                      className="badge badge-sm ml-2 border-transparent bg-success/20 text-base-content"
                      data-testid="upsolved-mark"
                      title="Solved after the contest ended"
                    >
                      Upsolved
                    </span>
                  )}
                </td>
                <td className="hidden sm:table-cell">
                  <DifficultyBadge difficulty={problem.difficulty} />
                </td>
                {points && <td className="tabular-nums">{problem.points}</td>}
                <td>
                  {meta ? (
                    <span className={`flex items-center gap-1.5 text-sm ${meta.tone}`}>
                      <meta.icon className="size-4" aria-hidden="true" />
                      <span className="text-base-content/80">{meta.label}</span>
                    </span>
                  ) : (
                    contest.participation && <span className="skeleton block h-4 w-16" />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
