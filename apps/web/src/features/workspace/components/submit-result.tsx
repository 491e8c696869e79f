import type { JudgedTest, Judgement, Verdict } from '@codecourt/contracts';
import { IoBlock, Stat } from '@/features/workspace/components/io-block';
import { ResultHeadline } from '@/features/workspace/components/result-headline';
import { TestDetail } from '@/features/workspace/components/run-result';
import { formatMemory, formatRuntime, submitHeadline } from '@/features/workspace/lib/result-format';

/** A submission's judgement once it has a verdict, whether submit answered it at once or after polling. */
export function SubmitResult({ judgement, verdict }: { judgement: Judgement; verdict: Verdict }) {
  const { title, tone } = submitHeadline(verdict);
  return (
    <div className="flex flex-col gap-4" data-testid="submit-result">
      <ResultHeadline title={title} tone={tone} detail={verdict === 'Accepted' ? undefined : verdict} />
      <div className="grid grid-cols-3 gap-2">
        <Stat
          label="Tests passed"
          value={`${String(judgement.testCasesPassed)} / ${String(judgement.totalTestCases)}`}
        />
        <Stat label="Runtime" value={formatRuntime(judgement.runtime)} />
        <Stat label="Memory" value={formatMemory(judgement.memory)} />
      </div>
      {judgement.error && (
        <IoBlock label={verdict} value={judgement.error} tone="error" testId="result-error" />
      )}
      <FailingTest tests={judgement.tests} />
    </div>
  );
}

/** The first failing judged test: a visible one with its data, a hidden one with verdict, time and memory only. */
export function FailingTest({ tests }: { tests: JudgedTest[] }) {
  const failed = tests.find((test) => test.verdict !== 'Accepted');
  if (!failed) return null;
  return (
    <section aria-label="Failing test" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">Failing test {failed.index + 1}</h4>
      <TestDetail test={failed} />
    </section>
  );
}
