import { useState, type SubmitEvent } from 'react';
import { DoorOpen } from 'lucide-react';
import { joinInterviewRequestSchema } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useJoinInterview } from '@/features/interviews/api/interviews';

/**
 * For someone who is not in the room (the API answers 404 to them, as for no room at all): the code the
 * interviewer gave, filled in when they came by the invite link.
 */
export function JoinRoom({ interviewId, initialCode }: { interviewId: string; initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const [invalid, setInvalid] = useState('');
  const join = useJoinInterview();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = joinInterviewRequestSchema.safeParse({ joinCode: code.trim() });
    if (!checked.success) {
      setInvalid('Enter the join code the interviewer gave you');
      return;
    }
    setInvalid('');
    join.mutate({ id: interviewId, joinCode: checked.data.joinCode });
  };
  const failure = invalid || (join.error ? errorMessage(join.error) : '');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <DoorOpen className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-bold">Join this interview</h1>
      <p className="text-sm text-base-content/70">
        Enter the join code the interviewer gave you. If you were not invited, this interview is not yours to
        open.
      </p>
      <form
        className="flex w-full flex-col gap-3"
        onSubmit={submit}
        noValidate
        aria-label="Join the interview"
      >
        <label className="flex flex-col gap-1.5 text-left text-sm font-medium">
          Join code
          <input
            className="input w-full font-mono tracking-widest uppercase"
            value={code}
            autoComplete="off"
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
        </label>
        {failure && (
          <p role="alert" className="text-sm text-error">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={join.isPending}>
          {join.isPending ? 'Joining…' : 'Join interview'}
        </button>
      </form>
    </div>
  );
}
