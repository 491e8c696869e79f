import type { JudgedTest } from '@codecourt/contracts';
import { IoBlock, Stat } from '@/components/ui/io-block';
import { formatMemory, formatRuntime } from '@/lib/result-format';

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
        <p className="text-sm text-base-content/75">This is a hidden test, so its data is not shown.</p>
      )}
    </div>
  );
}

/** The first failing judged test: a visible one with its data, a hidden one with its verdict only. */
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
