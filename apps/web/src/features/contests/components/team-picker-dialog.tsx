import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import type { Team } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { useMyTeams } from '@/lib/api/get-my-teams';
import { RegisterDialogFooter } from '@/features/contests/components/register-dialog-footer';

type Props = {
  open: boolean;
  contestTitle: string;
  teamSize: number;
  error: string | undefined;
  busy: boolean;
  onSubmit: (teamId: string) => void;
  onClose: () => void;
};

/** Asks which of the user's teams a team contest registers; a team over the size limit cannot be chosen. */
export function TeamPickerDialog({ open, contestTitle, teamSize, error, busy, onSubmit, onClose }: Props) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const selectId = useId();
  const { state, retry } = useMyTeams(open);
  const [chosen, setChosen] = useState<string>();
  const teams = state.status === 'ready' ? state.data : [];
  const fits = (team: Team) => team.members.length <= teamSize;
  const selected = chosen ?? teams.find(fits)?._id;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (selected !== undefined) onSubmit(selected);
  };
  const teamsLink = (
    <Link to={paths.teams.getHref()} className="link link-primary">
      the Teams page
    </Link>
  );

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <form className="modal-box max-w-md" onSubmit={submit}>
        <h2 id={titleId} className="text-lg font-semibold">
          Register a team for {contestTitle}
        </h2>
        <p className="mt-2 text-sm text-base-content/75">
          A team contest: teams of up to {teamSize}. Your whole team is registered, and any member submits.
        </p>
        {state.status === 'error' ? (
          <LoadError title="Could not load your teams" error={state.error} onRetry={retry} />
        ) : state.status !== 'ready' ? (
          <Spinner label="Loading your teams" className="mt-4" />
        ) : teams.length === 0 ? (
          <p className="mt-4 text-sm" data-testid="no-teams">
            You are not in a team yet. Create one or join one on {teamsLink}, then register it here.
          </p>
        ) : (
          <div className="mt-4 flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              Team
            </label>
            <select
              id={selectId}
              className={`select w-full ${error ? 'select-error' : ''}`}
              value={selected ?? ''}
              aria-invalid={error !== undefined}
              aria-describedby={error ? `${selectId}-error` : undefined}
              onChange={(event) => {
                setChosen(event.target.value);
              }}
            >
              {selected === undefined && <option value="">No team fits</option>}
              {teams.map((team) => (
                <option key={team._id} value={team._id} disabled={!fits(team)}>
                  {team.name} ({team.members.length} {team.members.length === 1 ? 'member' : 'members'}
                  {fits(team) ? '' : ': too many'})
                </option>
              ))}
            </select>
            {selected === undefined && (
              <p className="text-xs text-base-content/75">
                Each of your teams has more than {teamSize} members. Change one on {teamsLink}.
              </p>
            )}
          </div>
        )}
        <RegisterDialogFooter
          errorId={`${selectId}-error`}
          error={error}
          submitLabel="Register team"
          disabled={busy || selected === undefined}
          onClose={onClose}
        />
      </form>
    </dialog>
  );
}
