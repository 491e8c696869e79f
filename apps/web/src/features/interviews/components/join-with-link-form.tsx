import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { InviteLinkForm } from '@/components/ui/invite-link-form';
import { useJoinInterview } from '@/features/interviews/api/interviews';
import { inviteFromLink } from '@/features/interviews/lib/invite';

/** Joins a room by the invite link the interviewer passed on (it carries the room and its join code). */
export function JoinWithLinkForm() {
  const [link, setLink] = useState('');
  const [invalid, setInvalid] = useState('');
  const join = useJoinInterview();
  const navigate = useNavigate();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const invite = inviteFromLink(link);
    if (!invite) {
      setInvalid('Paste the whole invite link the interviewer gave you: it holds the room and its join code');
      return;
    }
    setInvalid('');
    join.mutate(
      { id: invite.interviewId, joinCode: invite.joinCode },
      {
        onSuccess: (room) => {
          void navigate(paths.interview.getHref(room._id));
        },
      },
    );
  };

  const failure = invalid || (join.error ? errorMessage(join.error) : '');
  return (
    <InviteLinkForm
      ariaLabel="Join with a code"
      label="Invite link with the join code"
      placeholder="https://…/interviews/…?code=…"
      link={link}
      onLinkChange={setLink}
      failure={failure}
      pending={join.isPending}
      action="Join"
      onSubmit={submit}
    />
  );
}
