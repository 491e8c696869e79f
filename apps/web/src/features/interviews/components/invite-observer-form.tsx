import { useState, type SubmitEvent } from 'react';
import { Check, UserPlus } from 'lucide-react';
import { INTERVIEW_OBSERVERS_MAX, inviteObserverRequestSchema, type Interview } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useInviteObserver } from '@/features/interviews/api/interviews';

/**
 * The interviewer lets someone watch, read-only. The API takes a user id: a public handle names a profile
 * but no route turns it into an id, so the field asks for the id each user sees on their Interviews page.
 */
export function InviteObserverForm({ room }: { room: Interview }) {
  const [userId, setUserId] = useState('');
  const [invalid, setInvalid] = useState('');
  const invite = useInviteObserver(room._id);
  const observers = room.participants.filter((person) => person.role === 'observer');
  const full = observers.length >= INTERVIEW_OBSERVERS_MAX;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = inviteObserverRequestSchema.safeParse({ userId: userId.trim() });
    if (!checked.success) {
      setInvalid(
        'Paste the user id they see on their Interviews page: 36 characters such as 1b4e28ba-2fa1-41d2-883f-0016d3cca427.',
      );
      return;
    }
    setInvalid('');
    invite.mutate(checked.data, {
      onSuccess: () => {
        setUserId('');
      },
    });
  };

  const failure = invalid || (invite.error ? errorMessage(invite.error) : '');
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate aria-label="Invite an observer">
      <div>
        <h3 className="text-sm font-semibold">Observers</h3>
        <p className="text-xs text-base-content/70">
          They watch the editor and the runs, read-only ({observers.length} of {INTERVIEW_OBSERVERS_MAX}).
          {observers.length > 0 && ` Watching: ${observers.map((person) => person.firstName).join(', ')}.`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          className="input input-sm min-w-0 flex-1 font-mono"
          aria-label="Observer's user id"
          placeholder="Their user id"
          value={userId}
          disabled={full}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => {
            setUserId(event.target.value);
          }}
        />
        <button type="submit" className="btn btn-sm" disabled={full || invite.isPending}>
          <UserPlus className="size-4" aria-hidden="true" />
          {invite.isPending ? 'Inviting…' : 'Invite'}
        </button>
      </div>
      <p className="text-xs text-base-content/70">
        Each user finds their id on the Interviews page; there is no lookup by public handle yet.
      </p>
      {failure && (
        <p role="alert" className="text-sm text-error">
          {failure}
        </p>
      )}
      {invite.isSuccess && !failure && (
        <p role="status" className="flex items-center gap-1.5 text-sm">
          <Check className="size-4 text-success" aria-hidden="true" />
          Invited: they can open this room from their Interviews page.
        </p>
      )}
    </form>
  );
}
