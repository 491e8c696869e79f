import { useState } from 'react';
import type { JudgedTest, RunResponse } from '@codecourt/contracts';
import { CasePills } from '@/features/judge-console/components/case-pills';
import { IoBlock } from '@/components/ui/io-block';
import { TestDetail } from '@/components/ui/judged-test';
import { ResultHeadline } from '@/features/judge-console/components/result-headline';
import { runHeadline } from '@/lib/result-format';

export function RunResult({ run, customInput }: { run: RunResponse; customInput: boolean }) {
  const { title, tone } = runHeadline(run);
  const verdict = run.verdict ?? '';
  const detail = customInput
    ? verdict
    : `${verdict} · ${String(run.testCasesPassed)} / ${String(run.totalTestCases)} examples passed`;
  return (
    <div className="flex flex-col gap-4" data-testid="run-result">
      <ResultHeadline title={title} tone={tone} detail={detail} />
      {run.error && <IoBlock label={verdict} value={run.error} tone="error" testId="result-error" />}
      <JudgedTests tests={run.tests} />
    </div>
  );
}

/** The judged tests as "Case n" pills (when there are several) and the chosen one below, the first failing one at first. */
export function JudgedTests({ tests }: { tests: JudgedTest[] }) {
  const firstFailure = tests.findIndex((test) => test.verdict !== 'Accepted');
  const [selected, setSelected] = useState(String(Math.max(firstFailure, 0)));
  const shown = tests[Number(selected)];
  return (
    <>
      {tests.length > 1 && (
        <CasePills
          label="Test results"
          selected={selected}
          onSelect={setSelected}
          cases={tests.map((test, index) => ({
            key: String(index),
            label: `Case ${String(test.index + 1)}`,
            passed: test.verdict === 'Accepted',
          }))}
        />
      )}
      {shown && <TestDetail test={shown} />}
    </>
  );
}
