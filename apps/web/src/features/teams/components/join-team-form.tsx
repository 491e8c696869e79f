import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { InviteLinkForm } from '@/components/ui/invite-link-form';
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
    <InviteLinkForm
      ariaLabel="Join a team"
      label="Invite link"
      link={link}
      onLinkChange={setLink}
      failure={failure}
      pending={join.isPending}
      action="Join team"
      onSubmit={submit}
    />
  );
}
