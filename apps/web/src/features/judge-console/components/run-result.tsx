import { useState } from 'react';
import { MESSAGES } from '@codecourt/contracts';
import type { JudgedTest, RunResponse } from '@codecourt/contracts';
import { CasePills } from '@/features/judge-console/components/case-pills';
import { IoBlock } from '@/components/ui/io-block';
import { TestDetail } from '@/components/ui/judged-test';
import { ResultHeadline } from '@/features/judge-console/components/result-headline';
import { runHeadline } from '@/lib/result-format';

/**
 * A Run's answer. On custom input the one test carries `expected` (the reference solution's output)
 * when the problem has a reference: then the verdict is real and both outputs show. Without one, a
 * program that ran shows its output and no verdict.
 */
export function RunResult({ run, customInput }: { run: RunResponse; customInput: boolean }) {
  const only = run.tests[0];
  if (customInput && only && only.expected === undefined && run.verdict === 'Accepted')
    return <OutputOnly test={only} />;
  const { title, tone } = runHeadline(run);
  const verdict = run.verdict ?? '';
  const detail = customInput
    ? only?.expected === undefined
      ? verdict
      : `${verdict} · ${MESSAGES.comparedWithReference}`
    : `${verdict} · ${String(run.testCasesPassed)} / ${String(run.totalTestCases)} examples passed`;
  return (
    <div className="flex flex-col gap-4" data-testid="run-result">
      <ResultHeadline title={title} tone={tone} detail={detail} />
      {run.error && <IoBlock label={verdict} value={run.error} tone="error" testId="result-error" />}
      <JudgedTests tests={run.tests} />
    </div>
  );
}

function OutputOnly({ test }: { test: JudgedTest }) {
  return (
    <div className="flex flex-col gap-4" data-testid="run-result">
      <ResultHeadline title={MESSAGES.customInputRan} tone="neutral" detail={MESSAGES.noExpectedOutput} />
      <IoBlock label="Input" value={test.input} />
      <IoBlock label="Output" value={test.actual} testId="run-output" />
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
