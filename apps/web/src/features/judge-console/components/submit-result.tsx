import type { Judgement, Verdict } from '@codecourt/contracts';
import { IoBlock, Stat } from '@/components/ui/io-block';
import { ScoreGroups } from '@/components/ui/score-groups';
import { ResultHeadline } from '@/features/judge-console/components/result-headline';
import { TestRows } from '@/features/judge-console/components/test-rows';
import { testRows } from '@/features/judge-console/lib/test-rows';
import { FailingTest } from '@/components/ui/judged-test';
import { formatMemory, formatRuntime, hasMeasurements, submitHeadline } from '@/lib/result-format';

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
        {hasMeasurements(verdict) && (
          <>
            <Stat label="Runtime" value={formatRuntime(judgement.runtime)} />
            <Stat label="Memory" value={formatMemory(judgement.memory)} />
          </>
        )}
      </div>
      <ScoreGroups judgement={judgement} />
      {judgement.error && (
        <IoBlock label={verdict} value={judgement.error} tone="error" testId="result-error" />
      )}
      <FailingTest tests={judgement.tests} />
      {/* Nothing ran (a compile error, a judge failure): a row per test reading "not run" says nothing. */}
      {judgement.tests.length > 0 && (
        <TestRows rows={testRows(judgement.totalTestCases, judgement.tests, true)} />
      )}
    </div>
  );
}
