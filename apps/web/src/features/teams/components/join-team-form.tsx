import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { useJoinTeam } from '@/features/teams/api/teams';
import { inviteFromLink, inviteLink } from '@/features/teams/components/invite-link';

/** Joins a team by its invite link (or pasted link); opened from the link, it is filled in already. */
export function JoinTeamForm() {
  const [search] = useSearchParams();
  const [link, setLink] = useState(() => {
    const team = search.get('team');
    const code = search.get('code');
    return team && code ? inviteLink(team, code) : '';
  });
  const [invalid, setInvalid] = useState('');
  const join = useJoinTeam();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const invite = inviteFromLink(link);
    if (!invite) {
      setInvalid('Paste the whole invite link a team member gave you');
      return;
    }
    setInvalid('');
    join.mutate(invite, {
      onSuccess: () => {
        setLink('');
      },
    });
  };

  const failure = invalid || (join.error ? errorMessage(join.error) : '');
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label="Join a team">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Invite link
        <input
          className="input input-sm w-full"
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
          }}
        />
      </label>
      {failure && (
        <span className="text-sm text-error" role="alert">
          {failure}
        </span>
      )}
      <button type="submit" className="btn btn-primary btn-sm self-start" disabled={join.isPending}>
        {join.isPending ? 'Joining…' : 'Join team'}
      </button>
    </form>
  );
}
