import { CircleCheck, CircleX, Loader } from 'lucide-react';
import { IoBlock } from '@/components/ui/io-block';
import type { PublishState } from '@/features/admin/hooks/use-publish-problem';
import { failedTestName } from '@/features/admin/lib/publish-failure';
import type { LanguageProgress, VerifyProgress } from '@/features/admin/lib/verify-progress';

function LanguageLine({ entry, totalTests }: { entry: LanguageProgress; totalTests: number }) {
  const Icon = entry.state === 'passed' ? CircleCheck : entry.state === 'failed' ? CircleX : Loader;
  const tone =
    entry.state === 'passed'
      ? 'text-success'
      : entry.state === 'failed'
        ? 'text-error'
        : 'text-base-content/70';
  const spinning = entry.state === 'judging' ? 'animate-spin motion-reduce:animate-none' : '';
  return (
    <li className="flex items-center gap-3 text-sm" data-testid="verify-language" data-state={entry.state}>
      <Icon className={`size-4 shrink-0 ${tone} ${spinning}`} aria-hidden="true" />
      <span className="w-24 font-medium">{entry.language}</span>
      <progress
        className="progress progress-primary w-40"
        value={entry.testsDone}
        max={Math.max(totalTests, 1)}
        aria-label={`${entry.language} tests passed`}
      />
      <span className="text-base-content/75">
        {entry.testsDone}/{totalTests} tests
      </span>
    </li>
  );
}

function Progress({ progress }: { progress: VerifyProgress }) {
  if (progress.languages.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" data-testid="verify-progress">
      {progress.languages.map((entry) => (
        <LanguageLine key={entry.language} entry={entry} totalTests={progress.totalTests} />
      ))}
    </ul>
  );
}

/** Where publishing stands: the references being judged, the save, or why the server refused. */
export function PublishStatus({ state }: { state: PublishState }) {
  if (state.phase === 'idle' || state.phase === 'saved') return null;
  if (state.phase === 'verifying' || state.phase === 'saving') {
    return (
      <section className="flex flex-col gap-3 rounded-box border border-base-300 p-4" aria-live="polite">
        <p className="flex items-center gap-2 text-sm font-medium" role="status">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {state.phase === 'verifying' ? 'Judging the reference solutions…' : 'Saving the problem…'}
        </p>
        <Progress progress={state.progress} />
      </section>
    );
  }
  const { failure } = state;
  return (
    <section
      className="flex flex-col gap-3 rounded-box border border-error/40 bg-error/5 p-4"
      role="alert"
      data-testid="publish-refused"
    >
      <p className="font-semibold text-error" data-testid="publish-error">
        {state.message}
      </p>
      <Progress progress={state.progress} />
      {failure && (
        <div className="flex flex-col gap-3" data-testid="publish-failure">
          <p className="text-sm font-medium">
            {failure.language} · {failedTestName(failure)} · {failure.verdict}
          </p>
          <div className="grid gap-3 md:grid-cols-3">
            <IoBlock label="Input" value={failure.input} testId="failure-input" />
            <IoBlock label="Expected" value={failure.expected} tone="success" testId="failure-expected" />
            <IoBlock label="Actual" value={failure.actual} tone="error" testId="failure-actual" />
          </div>
        </div>
      )}
    </section>
  );
}
