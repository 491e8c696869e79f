// One benchmark figure per JSON line on stdout: what was measured, against what, and the target.
export type Figure = {
  name: string;
  value: number | null;
  unit: string;
  /** The figure it is compared against, measured in the same run (null when there is none). */
  baseline: number | null;
  /** value / baseline, when both exist. */
  ratio: number | null;
  /** The target from the issue, or null. */
  target: string | null;
  note: string;
};

const round = (n: number | null): number | null => (n === null ? null : Math.round(n * 100) / 100);

export function emit(figure: Omit<Figure, 'ratio'> & { ratio?: number | null }): void {
  const ratio =
    figure.ratio !== undefined
      ? figure.ratio
      : figure.value !== null && figure.baseline
        ? figure.value / figure.baseline
        : null;
  const line: Figure = {
    ...figure,
    value: round(figure.value),
    baseline: round(figure.baseline),
    ratio: round(ratio),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** Progress and explanations go to stderr so stdout stays JSON lines. */
export function say(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}
