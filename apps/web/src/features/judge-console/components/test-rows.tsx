import { Check, Circle, CircleMinus, EyeOff, X } from 'lucide-react';
import type { TestRow, TestRowState } from '@/features/judge-console/lib/test-rows';
import { formatRuntime } from '@/lib/result-format';

const STATE_STYLE: Record<TestRowState, { row: string; label: string }> = {
  passed: { row: 'border-success/50 bg-success/10', label: 'passed' },
  failed: { row: 'border-error/50 bg-error/10', label: 'failed' },
  running: { row: 'border-primary/50 bg-primary/5', label: 'running' },
  pending: { row: 'border-base-300 bg-base-200/40', label: 'waiting' },
  skipped: { row: 'border-dashed border-base-300', label: 'not run' },
};

function StateIcon({ state }: { state: TestRowState }) {
  switch (state) {
    case 'passed':
      return <Check className="size-3.5 shrink-0 text-success" aria-hidden="true" />;
    case 'failed':
      return <X className="size-3.5 shrink-0 text-error" aria-hidden="true" />;
    case 'running':
      return <span className="loading loading-spinner loading-xs shrink-0 text-primary" aria-hidden="true" />;
    case 'pending':
      return <Circle className="size-3.5 shrink-0 text-base-content/50" aria-hidden="true" />;
    case 'skipped':
      return <CircleMinus className="size-3.5 shrink-0 text-base-content/50" aria-hidden="true" />;
  }
}

/** A row per test: passed green, failed red, the running one with a spinner, the rest waiting in grey. */
export function TestRows({ rows }: { rows: TestRow[] }) {
  return (
    <ol
      className="grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-4"
      aria-label="Tests"
      data-testid="test-rows"
    >
      {rows.map((row) => {
        const style = STATE_STYLE[row.state];
        const detail = row.state === 'failed' ? row.verdict : style.label;
        return (
          <li
            key={row.index}
            data-testid="test-row"
            data-state={row.state}
            className={`flex min-w-0 items-center gap-1.5 rounded-field border px-2 py-1 text-xs ${style.row}`}
            title={`Test ${String(row.index + 1)}: ${detail ?? style.label}`}
          >
            <StateIcon state={row.state} />
            <span className="font-medium">Test {row.index + 1}</span>
            {row.hidden && (
              <EyeOff className="size-3 shrink-0 text-base-content/60" aria-label="hidden test" />
            )}
            <span className="sr-only">{detail}</span>
            <span className="ml-auto truncate text-base-content/75">
              {row.timeMs !== undefined
                ? formatRuntime(row.timeMs)
                : row.state === 'failed'
                  ? row.verdict
                  : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
