import { FlaskConical } from 'lucide-react';
import { LANGUAGE_NAME_BY_ID, type Interview, type InterviewSubmitResult } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { formatRuntime, verdictTone, type Tone } from '@/lib/result-format';
import { useSubmitInRoom } from '@/features/interviews/api/submit-in-room';

const BADGE: Record<Tone, string> = {
  success: 'badge-success',
  warning: 'badge-warning',
  error: 'badge-error',
};

/** The verdict on every test: samples with their time, hidden ones by verdict alone (as the API answers). */
function SubmitVerdict({ submitted }: { submitted: InterviewSubmitResult }) {
  const { result } = submitted;
  return (
    <div className="flex flex-col gap-2" data-testid="submit-verdict" aria-live="polite">
      <p className="text-sm">
        <span className="font-semibold">{result.verdict ?? 'Not judged'}</span> · {result.testCasesPassed} /{' '}
        {result.totalTestCases} tests passed in {LANGUAGE_NAME_BY_ID[submitted.language]} at{' '}
        {new Date(submitted.at).toLocaleTimeString()}
      </p>
      {result.compileOutput && (
        <pre className="max-h-40 overflow-auto rounded-field bg-base-200 p-2 text-xs">
          {result.compileOutput}
        </pre>
      )}
      <ol className="grid grid-cols-1 gap-1.5 sm:grid-cols-2" aria-label="Verdict per test">
        {result.tests.map((test) => (
          <li
            key={test.index}
            className="flex items-center justify-between gap-2 rounded-field border border-base-300 px-2 py-1 text-xs"
          >
            <span>
              Test {test.index + 1}{' '}
              <span className="text-base-content/70">{test.visible ? 'sample' : 'hidden'}</span>
            </span>
            <span className="flex items-center gap-2">
              {test.visible && test.timeMs !== undefined && (
                <span className="text-base-content/70">{formatRuntime(test.timeMs)}</span>
              )}
              <span className={`badge badge-sm ${BADGE[verdictTone(test.verdict)]}`}>{test.verdict}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * "How would it have fared?": the room's code on every test of its library problem. Only a library
 * problem has hidden tests, and the answer is the interviewer's alone.
 */
export function SubmitHiddenTests({ room }: { room: Interview }) {
  const submit = useSubmitInRoom(room._id);
  const library = room.problem?.source === 'library';
  const ready = room.status !== 'waiting';
  return (
    <section className="flex flex-col gap-2" aria-labelledby="submit-hidden-title">
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto">
          <h3 id="submit-hidden-title" className="text-sm font-semibold">
            Hidden tests
          </h3>
          <p className="text-xs text-base-content/70">
            {!library
              ? 'Only a library problem has hidden tests to submit against.'
              : ready
                ? 'Judge the current code on every test. Only you see the verdict; nothing is saved.'
                : 'Available once the interview has started.'}
          </p>
        </div>
        {library && (
          <button
            type="button"
            className="btn btn-sm"
            disabled={!ready || submit.isPending}
            onClick={() => {
              submit.mutate();
            }}
          >
            <FlaskConical className="size-4" aria-hidden="true" />
            {submit.isPending ? 'Judging…' : 'Submit against hidden tests'}
          </button>
        )}
      </div>
      {submit.error && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(submit.error)}
        </p>
      )}
      {submit.data && <SubmitVerdict submitted={submit.data} />}
    </section>
  );
}
