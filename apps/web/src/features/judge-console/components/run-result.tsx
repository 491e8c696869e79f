import { useState } from 'react';
import type { RunResponse, TestResult } from '@codecourt/contracts';
import { CasePills } from '@/features/judge-console/components/case-pills';
import { IoBlock, Stat } from '@/components/ui/io-block';
import { ResultHeadline } from '@/features/judge-console/components/result-headline';
import { formatMemory, formatRuntime, runHeadline } from '@/lib/result-format';

export function RunResult({ run, customInput }: { run: RunResponse; customInput: boolean }) {
  const { title, tone } = runHeadline(run);
  const passed = run.testResults.filter((test) => test.verdict === 'Accepted').length;
  const detail = customInput
    ? run.verdict
    : `${run.verdict} · ${String(passed)} / ${String(run.testResults.length)} examples passed`;
  const firstFailure = run.testResults.findIndex((test) => test.verdict !== 'Accepted');
  const [selected, setSelected] = useState(String(Math.max(firstFailure, 0)));
  const shown = run.testResults[Number(selected)];

  return (
    <div className="flex flex-col gap-4" data-testid="run-result">
      <ResultHeadline title={title} tone={tone} detail={detail} />
      {run.error && <IoBlock label={run.verdict} value={run.error} tone="error" testId="result-error" />}
      {run.testResults.length > 1 && (
        <CasePills
          label="Test results"
          selected={selected}
          onSelect={setSelected}
          cases={run.testResults.map((test, index) => ({
            key: String(index),
            label: `Case ${String(index + 1)}`,
            passed: test.verdict === 'Accepted',
          }))}
        />
      )}
      {shown && <TestDetail test={shown} customInput={customInput} />}
    </div>
  );
}

export function TestDetail({ test, customInput = false }: { test: TestResult; customInput?: boolean }) {
  return (
    <div className="flex flex-col gap-3" data-testid="test-detail">
      <div className="grid grid-cols-3 gap-2">
        <Stat label="Verdict" value={test.verdict} />
        <Stat label="Time" value={formatRuntime(test.timeMs)} />
        <Stat label="Memory" value={formatMemory(test.memoryKb)} />
      </div>
      {test.input !== undefined && <IoBlock label="Input" value={test.input} />}
      {!customInput && test.expected !== undefined && (
        <IoBlock label="Expected output" value={test.expected} />
      )}
      {test.actual !== undefined && (
        <IoBlock
          label={customInput ? 'Output' : 'Your output'}
          value={test.actual}
          tone={test.verdict === 'Accepted' || customInput ? 'neutral' : 'error'}
        />
      )}
      {test.message && <p className="text-sm text-base-content/70">{test.message}</p>}
    </div>
  );
}
