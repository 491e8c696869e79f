import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-error';
import { contestKeys } from '@/features/contests/api/contest-keys';
import { getContest } from '@/features/contests/api/get-contest';
import { useSetRegistration } from '@/features/contests/api/register-contest';
import type { ContestRegistration, ContestSummary, RegisterRequest, TeamOnBoard } from '@codecourt/contracts';
import { AccessCodeDialog } from '@/features/contests/components/access-code-dialog';
import { TeamPickerDialog } from '@/features/contests/components/team-picker-dialog';

type Props = {
  contest: Pick<ContestSummary, '_id' | 'slug' | 'title' | 'status' | 'registered' | 'teamSize'>;
  /** Known on the contest page; the list learns it from the contest when the button is pressed. */
  registration?: ContestRegistration;
  /** The team the user is registered with (the contest page knows it from the participation). */
  team?: TeamOnBoard | undefined;
  size?: 'sm' | 'md';
};

/**
 * Register (in a team contest, one of the user's teams; asking for the access code when one is needed),
 * or withdraw before the start.
 */
export function RegisterButton({ contest, registration, team, size = 'sm' }: Props) {
  const user = useAuth((s) => s.user);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const mutation = useSetRegistration();
  const [asking, setAsking] = useState<'code' | 'team'>();
  // A team contest with an access code asks for the team first, then for the code (teamId: the pick).
  const [codeAfterTeam, setCodeAfterTeam] = useState(false);
  const [teamId, setTeamId] = useState<string>();
  const [error, setError] = useState<string>();
  const btn = `btn ${size === 'sm' ? 'btn-sm' : ''}`;

  if (contest.status === 'Completed') return null;
  if (!user)
    return (
      <Link to={paths.auth.login.getHref(pathname)} className={`${btn} btn-outline`}>
        Sign in to register
      </Link>
    );
  const register = (request: RegisterRequest = {}) => {
    setError(undefined);
    mutation.mutate(
      { contestId: contest._id, register: true, ...request },
      {
        onSuccess: () => {
          setAsking(undefined);
        },
        onError: (failure) => {
          setError(errorMessage(failure));
        },
      },
    );
  };
  const start = async () => {
    const rule =
      registration ??
      (
        await queryClient.query({
          queryKey: contestKeys.detail(contest.slug),
          queryFn: ({ signal }) => getContest(contest.slug, signal),
        })
      ).registration;
    if (contest.teamSize > 1) {
      setCodeAfterTeam(rule === 'code');
      setAsking('team');
    } else if (rule === 'code') setAsking('code');
    else register();
  };
  // Closing a dialog from code (the team one giving way to the code one) fires its close event too.
  const close = (which: 'code' | 'team') => () => {
    if (asking !== which) return;
    setAsking(undefined);
    setError(undefined);
  };

  if (contest.registered)
    return (
      <span className="flex items-center gap-2">
        <span
          className="badge gap-1 border-transparent bg-success/20 text-base-content"
          data-testid="registered-badge"
        >
          <Check className="size-3.5" aria-hidden="true" />
          {team ? `Registered with team ${team.name}` : 'Registered'}
        </span>
        {contest.status === 'Upcoming' && (
          <button
            type="button"
            className={`${btn} btn-ghost`}
            disabled={mutation.isPending}
            aria-label={`Withdraw from ${contest.title}`}
            onClick={() => {
              mutation.mutate({ contestId: contest._id, register: false });
            }}
          >
            Withdraw
          </button>
        )}
      </span>
    );
  if (registration === 'closed')
    return <span className="text-sm text-base-content/70">Registration closed</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={`${btn} btn-primary`}
        disabled={mutation.isPending}
        aria-label={`Register for ${contest.title}`}
        onClick={() => {
          void start().catch((failure: unknown) => {
            setError(errorMessage(failure));
          });
        }}
      >
        Register
      </button>
      {error && asking === undefined && (
        <span className="text-xs text-error" role="alert">
          {error}
        </span>
      )}
      {contest.teamSize > 1 && (
        <TeamPickerDialog
          open={asking === 'team'}
          contestTitle={contest.title}
          teamSize={contest.teamSize}
          error={error}
          busy={mutation.isPending}
          onSubmit={(picked) => {
            setTeamId(picked);
            if (codeAfterTeam) setAsking('code');
            else register({ teamId: picked });
          }}
          onClose={close('team')}
        />
      )}
      <AccessCodeDialog
        open={asking === 'code'}
        contestTitle={contest.title}
        error={error}
        busy={mutation.isPending}
        onSubmit={(accessCode) => {
          register({ accessCode, teamId });
        }}
        onClose={close('code')}
      />
    </span>
  );
}
