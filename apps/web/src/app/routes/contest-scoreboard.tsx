import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { ContestGate } from '@/features/contests/components/contest-gate';
import { ScoreboardView } from '@/features/contests/components/scoreboard-view';
import { ReplaySlider } from '@/features/contests/components/replay-slider';

function ScoreboardPage({ contest }: { contest: ContestDetail }) {
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
      {contest.status === 'Completed' && <ReplaySlider contest={contest} />}
    </PageContainer>
  );
}

export default function ContestScoreboardRoute() {
  const { slug = '' } = useParams();
  return <ContestGate slug={slug}>{(contest) => <ScoreboardPage contest={contest} />}</ContestGate>;
}
