import { useState } from 'react';
import type { JudgedTest, RunResponse } from '@codecourt/contracts';
import { CasePills } from '@/features/workspace/components/case-pills';
import { IoBlock, Stat } from '@/features/workspace/components/io-block';
import { ResultHeadline } from '@/features/workspace/components/result-headline';
import { formatMemory, formatRuntime, runHeadline } from '@/features/workspace/lib/result-format';

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

/**
 * One judged test. A visible one shows its data (a custom input has no expected output, so its output
 * is plain "Output"); a hidden one shows only its verdict.
 */
export function TestDetail({ test }: { test: JudgedTest }) {
  const onlyRun = test.visible && test.expected === undefined;
  return (
    <div className="flex flex-col gap-3" data-testid="test-detail">
      <div className="grid grid-cols-3 gap-2">
        <Stat label="Verdict" value={test.verdict} />
        {test.timeMs !== undefined && <Stat label="Time" value={formatRuntime(test.timeMs)} />}
        {test.memoryKb !== undefined && <Stat label="Memory" value={formatMemory(test.memoryKb)} />}
      </div>
      {test.input !== undefined && <IoBlock label="Input" value={test.input} />}
      {test.expected !== undefined && <IoBlock label="Expected output" value={test.expected} />}
      {test.actual !== undefined && (
        <IoBlock
          label={onlyRun ? 'Output' : 'Your output'}
          value={test.actual}
          tone={test.verdict === 'Accepted' || onlyRun ? 'neutral' : 'error'}
        />
      )}
      {test.message && <p className="text-sm text-base-content/70">{test.message}</p>}
      {!test.visible && (
        <p className="text-sm text-base-content/60">This is a hidden test, so its data is not shown.</p>
      )}
    </div>
  );
}
