import { IoBlock, Stat } from '@/components/ui/io-block';
import { ResultHeadline } from '@/features/judge-console/components/result-headline';
import { TestDetail } from '@/features/judge-console/components/run-result';
import { formatMemory, formatRuntime } from '@/lib/result-format';
import { submitHeadline, type SubmitOutcome } from '@/features/judge-console/lib/submit-outcome';

export function SubmitResult({ outcome }: { outcome: SubmitOutcome }) {
  const { title, tone } = submitHeadline(outcome);
  return (
    <div className="flex flex-col gap-4" data-testid="submit-result">
      <ResultHeadline title={title} tone={tone} detail={outcome.accepted ? undefined : outcome.verdict} />
      <div className="grid grid-cols-3 gap-2">
        <Stat
          label="Tests passed"
          value={`${String(outcome.testCasesPassed)} / ${String(outcome.totalTestCases)}`}
        />
        <Stat label="Runtime" value={formatRuntime(outcome.runtimeMs)} />
        <Stat label="Memory" value={formatMemory(outcome.memoryKb)} />
      </div>
      {outcome.error && (
        <IoBlock label={outcome.verdict} value={outcome.error} tone="error" testId="result-error" />
      )}
      {outcome.failedTest && (
        <section aria-label="Failing test" className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">Failing test</h4>
          <TestDetail test={outcome.failedTest} />
        </section>
      )}
      {!outcome.accepted &&
        outcome.judged &&
        !outcome.failedTest &&
        outcome.verdict !== 'Compilation Error' && (
          <p className="text-sm text-base-content/60">
            The failing test is a hidden one, so its data is not shown.
          </p>
        )}
    </div>
  );
}
