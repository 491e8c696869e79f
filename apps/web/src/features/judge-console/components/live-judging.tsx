import type { LiveProgress } from '@/features/judge-console/lib/live-progress';
import { testRows } from '@/features/judge-console/lib/test-rows';
import { TestRows } from '@/features/judge-console/components/test-rows';

/**
 * The submission while it is judged: how far the judge is, each streamed test as it finishes, and once
 * the samples are done, that the hidden tests are being judged (the server says nothing more of them).
 */
export function LiveJudging({ progress }: { progress: LiveProgress }) {
  const { total, tests, hidden } = progress;
  const passed = tests.filter((test) => test.verdict === 'Accepted').length;
  const rows = testRows(
    hidden ? total - hidden.total : total,
    tests.map((test) => ({ ...test, timeMs: test.cpuMs })),
    false,
  );
  const finished = tests.length;
  return (
    <div className="flex flex-col gap-3" data-testid="live-judging">
      <div className="flex items-baseline gap-3">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <span className="loading loading-spinner loading-sm text-primary" aria-hidden="true" />
          Judging...
        </h3>
        <span className="text-sm text-base-content/75" data-testid="live-count" role="status">
          {passed} / {total} tests passed
        </span>
      </div>
      <progress
        className="progress progress-success w-full"
        value={finished}
        max={Math.max(total, 1)}
        aria-label="Tests finished"
      />
      <TestRows rows={rows} />
      {hidden && (
        <p className="text-sm text-base-content/75" data-testid="live-hidden" role="status">
          Judging {hidden.total} hidden {hidden.total === 1 ? 'test' : 'tests'}…
        </p>
      )}
    </div>
  );
}
