import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
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
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label="Join with a code">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Invite link with the join code
        <input
          className="input input-sm w-full"
          value={link}
          placeholder="https://…/interviews/…?code=…"
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
        {join.isPending ? 'Joining…' : 'Join'}
      </button>
    </form>
  );
}
