import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth/components/require-access';
import { RevealPresenter } from '@/features/contests/components/reveal-presenter';

/** Full width rather than the admin tools' frame: the presenter is meant for a projector. */
export default function AdminContestRevealRoute() {
  const { contestId = '' } = useParams();
  return (
    <RequireAccess admin>
      <RevealPresenter contestId={contestId} />
    </RequireAccess>
  );
}
