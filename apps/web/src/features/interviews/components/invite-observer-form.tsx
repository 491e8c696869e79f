import { useState, type SubmitEvent } from 'react';
import { Check, UserPlus } from 'lucide-react';
import {
  INTERVIEW_OBSERVERS_MAX,
  idSchema,
  inviteObserverRequestSchema,
  type Interview,
} from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useInviteObserver } from '@/features/interviews/api/interviews';

/**
 * The interviewer lets someone watch, read-only: by the handle of their public profile, or by the user id
 * their Interviews page shows them (the only way to invite someone whose profile is private).
 */
export function InviteObserverForm({ room }: { room: Interview }) {
  const [who, setWho] = useState('');
  const [invalid, setInvalid] = useState('');
  const invite = useInviteObserver(room._id);
  const observers = room.participants.filter((person) => person.role === 'observer');
  const full = observers.length >= INTERVIEW_OBSERVERS_MAX;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const typed = who.trim();
    const checked = inviteObserverRequestSchema.safeParse(
      idSchema.safeParse(typed).success ? { userId: typed } : { handle: typed },
    );
    if (!checked.success) {
      setInvalid(
        'Type their public handle (as in codecourt/u/handle) or paste the user id their Interviews page shows them.',
      );
      return;
    }
    setInvalid('');
    invite.mutate(checked.data, {
      onSuccess: () => {
        setWho('');
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
          aria-label="Observer's handle or user id"
          placeholder="Their handle or user id"
          value={who}
          disabled={full}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => {
            setWho(event.target.value);
          }}
        />
        <button type="submit" className="btn btn-sm" disabled={full || invite.isPending}>
          <UserPlus className="size-4" aria-hidden="true" />
          {invite.isPending ? 'Inviting…' : 'Invite'}
        </button>
      </div>
      <p className="text-xs text-base-content/70">
        A handle finds a public profile; someone whose profile is private gives you the id on their Interviews
        page.
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
