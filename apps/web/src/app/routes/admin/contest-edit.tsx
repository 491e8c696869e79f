import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ContestForm } from '@/features/admin/components/contest-form';
import { useContest } from '@/features/contests/api/get-contest';
import { AdminPage } from '@/app/routes/admin/admin-page';

function EditContest({ contestId }: { contestId: string }) {
  const navigate = useNavigate();
  const { state, retry } = useContest(contestId);
  if (state.status === 'error')
    return <LoadError title="Could not load the contest" error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return <Spinner label="Loading the contest" />;
  return (
    <ContestForm
      contest={state.data}
      onSaved={(contest) => {
        void navigate(paths.contest.getHref(contest.slug));
      }}
    />
  );
}

export default function EditContestRoute() {
  const { contestId = '' } = useParams();
  return (
    <AdminPage title="Edit contest">
      <EditContest contestId={contestId} />
    </AdminPage>
  );
}
