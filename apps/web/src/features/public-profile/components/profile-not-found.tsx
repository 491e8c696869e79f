import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { PUBLIC_PROFILE_MESSAGES } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** An unknown handle and a private profile look the same: nothing tells one from the other. */
export function ProfileNotFound() {
  return (
    <EmptyState
      icon={UserX}
      title={PUBLIC_PROFILE_MESSAGES.profileNotFound}
      actions={
        <Link to={paths.leaderboard.getHref()} className="btn btn-primary btn-sm">
          See the leaderboard
        </Link>
      }
    >
      <span data-testid="profile-not-found">{PUBLIC_PROFILE_MESSAGES.profileNotFoundBody}</span>
    </EmptyState>
  );
}
