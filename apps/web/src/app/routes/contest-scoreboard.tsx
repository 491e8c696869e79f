import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useContest } from '@/features/contests/api/get-contest';
import { ScoreboardView } from '@/features/contests/components/scoreboard-view';

export default function ContestScoreboardRoute() {
  const { slug = '' } = useParams();
  const { state, retry } = useContest(slug);
  if (state.status === 'loading' || state.status === 'idle')
    return <PageSpinner label="Loading the contest" />;
  if (state.status === 'error')
    return (
      <PageContainer>
        <LoadError title="Could not load the contest" error={state.error} onRetry={retry} />
      </PageContainer>
    );
  const contest = state.data;
  return (
    <PageContainer>
      <title>{`Scoreboard · ${contest.title} · CodeCourt`}</title>
      <PageHeader
        title={`${contest.title}: scoreboard`}
        description="Updates live as submissions are judged."
        actions={
          <Link to={paths.contest.getHref(contest.slug)} className="btn btn-ghost btn-sm border-base-300">
            <ArrowLeft className="size-4" aria-hidden="true" /> Contest
          </Link>
        }
      />
      <ScoreboardView contest={contest} />
    </PageContainer>
  );
}
