import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  createInterviewRequestSchema,
  INTERVIEW_DURATION_MINUTES,
  INTERVIEW_MODES,
  type InterviewMode,
} from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useCreateInterview } from '@/features/interviews/api/interviews';
import { PrivateProblemFields } from '@/features/interviews/components/private-problem-fields';
import {
  checkPrivateProblem,
  EMPTY_PRIVATE_PROBLEM,
  type PrivateProblemErrors,
} from '@/features/interviews/lib/private-problem-form';

/** A library problem the picker offers: the route passes the library in. */
export type ProblemChoice = { _id: string; title: string; difficulty: string };

export type ProblemOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; problems: readonly ProblemChoice[] };

type ProblemSource = 'library' | 'none' | 'private';
const SOURCE_LABEL: Record<ProblemSource, string> = {
  library: 'From the library',
  none: 'None: I will explain it',
  private: 'Write my own',
};
const NO_ERRORS: PrivateProblemErrors = { test: {} };

const MODE_LABEL: Record<InterviewMode, string> = {
  hosted: 'Hosted: I interview a candidate',
  peer: 'Peer: we take turns',
};

/** A new room: a library problem, none or one written here; the duration and the mode; then into the room. */
export function NewInterviewForm({ problems }: { problems: ProblemOptions }) {
  const [source, setSource] = useState<ProblemSource>('library');
  const [problemId, setProblemId] = useState('');
  const [privateProblem, setPrivateProblem] = useState(EMPTY_PRIVATE_PROBLEM);
  const [privateErrors, setPrivateErrors] = useState(NO_ERRORS);
  const [duration, setDuration] = useState(String(INTERVIEW_DURATION_MINUTES.default));
  const [mode, setMode] = useState<InterviewMode>('hosted');
  const [invalid, setInvalid] = useState('');
  const create = useCreateInterview();
  const navigate = useNavigate();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    let problem = {};
    if (source === 'private') {
      const written = checkPrivateProblem(privateProblem);
      setPrivateErrors(written.ok ? NO_ERRORS : written.errors);
      if (!written.ok) {
        setInvalid('Check the problem you wrote: what to fix is under each field.');
        return;
      }
      problem = { problem: written.problem };
    } else if (source === 'library' && problemId) problem = { problemId };
    const checked = createInterviewRequestSchema.safeParse({
      ...problem,
      durationMinutes: duration.trim() === '' ? Number.NaN : Number(duration),
      mode,
    });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? '');
      return;
    }
    setInvalid('');
    create.mutate(checked.data, {
      onSuccess: (room) => {
        void navigate(paths.interview.getHref(room._id));
      },
    });
  };

  const failure = invalid || (create.error ? errorMessage(create.error) : '');
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label="New interview">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Problem</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1.5">
          {(Object.keys(SOURCE_LABEL) as ProblemSource[]).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="problem-source"
                className="radio radio-sm"
                checked={source === option}
                onChange={() => {
                  setSource(option);
                  setInvalid('');
                }}
              />
              {SOURCE_LABEL[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {source === 'library' && (
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Library problem
          <select
            className="select select-sm w-full"
            value={problemId}
            disabled={problems.status !== 'ready'}
            onChange={(event) => {
              setProblemId(event.target.value);
            }}
          >
            <option value="">
              {problems.status === 'loading' ? 'Loading the library…' : 'Choose later: none for now'}
            </option>
            {problems.status === 'ready' &&
              problems.problems.map((problem) => (
                <option key={problem._id} value={problem._id}>
                  {problem.title} ({problem.difficulty})
                </option>
              ))}
          </select>
          {problems.status === 'error' && (
            <span className="text-xs font-normal text-error">
              Could not load the library: {problems.message}{' '}
              <button type="button" className="link" onClick={problems.retry}>
                Try again
              </button>
            </span>
          )}
        </label>
      )}
      {source === 'private' && (
        <PrivateProblemFields draft={privateProblem} errors={privateErrors} onChange={setPrivateProblem} />
      )}
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Minutes
          <input
            type="number"
            className="input input-sm w-full"
            min={INTERVIEW_DURATION_MINUTES.min}
            max={INTERVIEW_DURATION_MINUTES.max}
            step={5}
            value={duration}
            onChange={(event) => {
              setDuration(event.target.value);
            }}
          />
        </label>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Mode</legend>
          {INTERVIEW_MODES.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="mode"
                className="radio radio-sm"
                checked={mode === option}
                onChange={() => {
                  setMode(option);
                }}
              />
              {MODE_LABEL[option]}
            </label>
          ))}
        </fieldset>
      </div>
      {failure && (
        <span className="text-sm text-error" role="alert">
          {failure}
        </span>
      )}
      <button type="submit" className="btn btn-primary btn-sm self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'New interview'}
      </button>
    </form>
  );
}
