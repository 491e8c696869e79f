import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';
import { useProblemHeading } from '@/features/discussions/api/get-problem-heading';

/** "Discussions" under the problem's title, with the way back to the problem. */
export function ProblemHeading({ problemRef }: { problemRef: string }) {
  const problem = useProblemHeading(problemRef);
  return (
    <header className="mb-6 flex flex-col gap-3">
      <Link
        to={paths.problem.getHref(problemRef)}
        className="link link-hover flex w-fit items-center gap-1.5 text-sm text-base-content/75"
        data-testid="back-to-problem"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the problem
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="discussions-title">
          {problem.status === 'ready' ? (
            problem.data.title
          ) : problem.status === 'error' ? (
            'Discussions'
          ) : (
            <span className="skeleton inline-block h-8 w-64 max-w-full align-middle" aria-label="Loading" />
          )}
        </h1>
        {problem.status === 'ready' && <DifficultyBadge difficulty={problem.data.difficulty} size="md" />}
      </div>
      <p className="text-sm text-base-content/70">Approaches, questions and explanations for this problem.</p>
    </header>
  );
}
