import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@codecourt/contracts';
import { PUBLIC_PROFILE_MESSAGES } from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { publicProfileKey, usePublicProfile } from '@/features/public-profile/api/get-public-profile';
import { ContestList } from '@/features/public-profile/components/contest-list';
import { ProfileHeader } from '@/features/public-profile/components/profile-header';
import { ProfileNotFound } from '@/features/public-profile/components/profile-not-found';
import { PublicRating } from '@/features/public-profile/components/public-rating';
import { RecentAccepted } from '@/features/public-profile/components/recent-accepted';
import { SolvedCounts } from '@/features/public-profile/components/solved-counts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-5" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

type Props = {
  handle: string;
  /** The badges as the app draws them everywhere (composed by the route). */
  renderBadges: (badges: readonly Badge[]) => ReactNode;
};

/** /u/{handle}: what anyone may see of a user, with its loading, not-found and error states. */
export function PublicProfilePage({ handle, renderBadges }: Props) {
  const queryClient = useQueryClient();
  const state = usePublicProfile(handle);
  if (state.status === 'loading' || state.status === 'idle')
    return <PageSpinner label="Loading the profile" />;
  if (state.status === 'error') {
    if (state.error instanceof ApiError && state.error.status === 404) return <ProfileNotFound />;
    return (
      <LoadError
        title={PUBLIC_PROFILE_MESSAGES.profileLoadFailed}
        error={state.error}
        onRetry={() => {
          void queryClient.refetchQueries({ queryKey: publicProfileKey(handle) });
        }}
      />
    );
  }
  const profile = state.data;
  return (
    <div className="flex flex-col gap-6" data-testid="public-profile">
      <title>{`${profile.firstName} (@${profile.handle}) · CodeCourt`}</title>
      <ProfileHeader profile={profile} />
      <Card title="Solved">
        <SolvedCounts solved={profile.solved} />
      </Card>
      <Card title="Contest rating">
        <PublicRating rating={profile.rating} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Recently solved">
          <RecentAccepted problems={profile.recentAccepted} />
        </Card>
        <Card title="Contests">
          <ContestList contests={profile.contests} />
        </Card>
      </div>
      <Card title="Badges">{renderBadges(profile.badges)}</Card>
    </div>
  );
}
