import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { RejudgePanel } from '@/features/admin/components/rejudge-panel';
import { useContest } from '@/features/contests/api/get-contest';
import { AdminPage } from '@/app/routes/admin/admin-page';

function ContestRejudges({ contestId }: { contestId: string }) {
  const { state, retry } = useContest(contestId);
  if (state.status === 'error')
    return <LoadError title="Could not load the contest" error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return <Spinner label="Loading the contest" />;
  return (
    <RejudgePanel contest={state.data} scoreboardHref={paths.contestScoreboard.getHref(state.data.slug)} />
  );
}

export default function AdminContestRejudgesRoute() {
  const { contestId = '' } = useParams();
  return (
    <AdminPage
      title="Rejudges"
      description="Judge a problem's submissions again after fixing its tests, see which verdicts change, then apply or cancel."
    >
      <ContestRejudges contestId={contestId} />
    </AdminPage>
  );
}
