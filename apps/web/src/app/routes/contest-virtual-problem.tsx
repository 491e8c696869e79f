import { Link, useParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import type { ProblemTab } from '@/config/workspace';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useContest } from '@/features/contests/api/get-contest';
import { useContestProblem } from '@/features/contests/api/get-contest-problem';
import { virtualEndpoints } from '@/features/contests/api/virtual-runs';
import { Workspace } from '@/app/routes/problem/workspace';

/** As in a live contest: no AI help, no editorial, no solutions during the run. */
const VIRTUAL_TABS: readonly ProblemTab[] = ['description', 'submissions'];

function VirtualBar({ contest, runId, label }: { contest: ContestDetail; runId: string; label: string }) {
  return (
    <div
      className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-100 px-3 py-1.5"
      data-testid="contest-bar"
    >
      <Link to={paths.contestVirtual.getHref(contest.slug, runId)} className="btn btn-ghost btn-sm">
        <ArrowLeft className="size-4" aria-hidden="true" /> Board
      </Link>
      <nav aria-label="Run problems" className="flex flex-wrap gap-1">
        {contest.problems.map((problem) => (
          <Link
            key={problem.label}
            to={paths.contestVirtualProblem.getHref(contest.slug, runId, problem.label)}
            aria-current={problem.label === label ? 'page' : undefined}
            aria-label={`Problem ${problem.label}: ${problem.title}`}
            className={`btn btn-xs ${problem.label === label ? 'btn-primary' : 'btn-ghost'}`}
          >
            {problem.label}
          </Link>
        ))}
      </nav>
      <span className="badge border-transparent bg-info/15 text-base-content">Virtual run</span>
    </div>
  );
}

/** /contests/{slug}/virtual/{runId}/problems/{label}: the workspace; Submit counts for the run only. */
export default function ContestVirtualProblemRoute() {
  const { slug = '', runId = '', label = '' } = useParams();
  const contest = useContest(slug);
  const data = contest.state.status === 'ready' ? contest.state.data : undefined;
  const problem = useContestProblem(data?._id, label);

  const failed =
    contest.state.status === 'error'
      ? contest.state.error
      : problem.state.status === 'error'
        ? problem.state.error
        : undefined;
  if (failed !== undefined)
    return (
      <PageContainer>
        <EmptyState
          icon={Lock}
          tone="error"
          title="This problem could not be opened"
          actions={
            <Link to={paths.contestVirtual.getHref(slug, runId)} className="btn btn-primary btn-sm">
              Back to the run
            </Link>
          }
        >
          {errorMessage(failed)}
        </EmptyState>
      </PageContainer>
    );
  if (!data || problem.state.status !== 'ready') return <PageSpinner label="Loading the problem" />;
  return (
    <Workspace
      key={problem.state.data._id}
      problem={problem.state.data}
      contest={{
        endpoints: virtualEndpoints(data._id, runId, label),
        tabs: VIRTUAL_TABS,
        bar: <VirtualBar contest={data} runId={runId} label={label} />,
      }}
    />
  );
}
