import { Link, Navigate, useParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import type { ProblemTab } from '@/config/workspace';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useContest } from '@/features/contests/api/get-contest';
import { contestEndpoints, useContestProblem } from '@/features/contests/api/get-contest-problem';
import { ContestTimer } from '@/features/contests/components/contest-timer';
import { Workspace } from '@/app/routes/problem/workspace';

/** During a contest: no AI help, no editorial, no solutions. */
const CONTEST_TABS: readonly ProblemTab[] = ['description', 'submissions'];

function ContestBar({ contest, label }: { contest: ContestDetail; label: string }) {
  return (
    <div
      className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-100 px-3 py-1.5"
      data-testid="contest-bar"
    >
      <Link to={paths.contest.getHref(contest.slug)} className="btn btn-ghost btn-sm">
        <ArrowLeft className="size-4" aria-hidden="true" /> {contest.title}
      </Link>
      <nav aria-label="Contest problems" className="flex flex-wrap gap-1">
        {contest.problems.map((problem) => (
          <Link
            key={problem.label}
            to={paths.contestProblem.getHref(contest.slug, problem.label)}
            aria-current={problem.label === label ? 'page' : undefined}
            aria-label={`Problem ${problem.label}: ${problem.title}`}
            className={`btn btn-xs ${problem.label === label ? 'btn-primary' : 'btn-ghost'}`}
          >
            {problem.label}
          </Link>
        ))}
      </nav>
      <span className="badge border-transparent bg-info/15 text-base-content">Contest mode</span>
      <ContestTimer contest={contest} className="ml-auto" />
    </div>
  );
}

function Blocked({ slug, message }: { slug: string; message: string }) {
  return (
    <PageContainer>
      <EmptyState
        icon={Lock}
        tone="error"
        title="This problem is not open to you"
        actions={
          <Link to={paths.contest.getHref(slug)} className="btn btn-primary btn-sm">
            Back to the contest
          </Link>
        }
      >
        {message}
      </EmptyState>
    </PageContainer>
  );
}

/** /contests/{slug}/problems/{label}: the usual workspace in contest mode; after the end, the practice page. */
export default function ContestProblemRoute() {
  const { slug = '', label = '' } = useParams();
  const contest = useContest(slug);
  const data = contest.state.status === 'ready' ? contest.state.data : undefined;
  const problem = useContestProblem(data?._id, label);

  if (contest.state.status === 'error')
    return <Blocked slug={slug} message={errorMessage(contest.state.error)} />;
  if (!data) return <PageSpinner label="Loading the contest" />;
  const entry = data.problems.find((p) => p.label === label);
  if (data.status === 'Completed' && entry)
    return <Navigate to={paths.problem.getHref(entry.problemId)} replace />;
  if (problem.state.status === 'error')
    return <Blocked slug={slug} message={errorMessage(problem.state.error)} />;
  if (problem.state.status !== 'ready') return <PageSpinner label="Loading the problem" />;
  return (
    <Workspace
      key={problem.state.data._id}
      problem={problem.state.data}
      contest={{
        endpoints: contestEndpoints(data._id, label),
        tabs: CONTEST_TABS,
        bar: <ContestBar contest={data} label={label} />,
      }}
    />
  );
}
