import type { ContestDetail } from '@codecourt/contracts';
import { useDisqualification } from '@/features/contests/api/get-disqualification';

/** What a disqualified participant reads on the contest page: that they left the board, and the admin's reason. */
export function DisqualificationNotice({ contest }: { contest: ContestDetail }) {
  const state = useDisqualification(contest._id, contest.participation !== null);
  if (state.status !== 'ready' || state.data.disqualification === null) return null;
  return (
    <div role="alert" className="alert alert-error" data-testid="disqualification-notice">
      <span>
        You were disqualified from this contest and are not on its scoreboard or in its ratings. Reason:{' '}
        {state.data.disqualification.reason}
      </span>
    </div>
  );
}
