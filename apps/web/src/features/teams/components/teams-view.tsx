import { Users } from 'lucide-react';
import { TEAM_MEMBERS_MAX } from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMyTeams } from '@/lib/api/get-my-teams';
import { CreateTeamForm } from '@/features/teams/components/create-team-form';
import { JoinTeamForm } from '@/features/teams/components/join-team-form';
import { TeamCard } from '@/features/teams/components/team-card';

const PANEL = 'rounded-box border border-base-300 bg-base-100 p-6';

/** The user's teams (issue #36), and forms to create one or join one by its invite link. */
export function TeamsView({ userId }: { userId: string }) {
  const { state, retry } = useMyTeams();
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <section className={PANEL} aria-labelledby="create-team-title">
          <h2 id="create-team-title" className="mb-3 font-semibold">
            Create a team
          </h2>
          <CreateTeamForm />
        </section>
        <section className={PANEL} aria-labelledby="join-team-title">
          <h2 id="join-team-title" className="mb-3 font-semibold">
            Join a team
          </h2>
          <JoinTeamForm />
        </section>
      </div>
      <section aria-labelledby="my-teams-title">
        <h2 id="my-teams-title" className="mb-3 font-semibold">
          Your teams
        </h2>
        {state.status === 'ready' ? (
          state.data.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-base-content/75" data-testid="teams-empty">
              <Users className="size-4" aria-hidden="true" />
              No teams yet. Create one, or join one with its invite link (up to {TEAM_MEMBERS_MAX} members).
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Your teams">
              {state.data.map((team) => (
                <TeamCard key={team._id} team={team} userId={userId} />
              ))}
            </ul>
          )
        ) : state.status === 'error' ? (
          <LoadError title="Could not load your teams" error={state.error} onRetry={retry} />
        ) : (
          <div className="grid place-items-center py-6">
            <Spinner label="Loading your teams" />
          </div>
        )}
      </section>
    </div>
  );
}
