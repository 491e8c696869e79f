// The problems:verify report: one line per submission, mismatches marked, then the totals.
import type { VerifyRow } from './verify-package.js';

export type VerifyTotals = {
  problems: number;
  unreadable: number;
  submissions: number;
  matches: number;
  mismatches: number;
  /** Submissions in languages the judge does not offer (or unreadable ones): listed, never counted as matches. */
  skipped: number;
  wallMs: number;
};

const HEADERS = [
  'problem',
  'submission',
  'language',
  'expected',
  'actual',
  'score',
  'max cpu ms',
  'max wall ms',
  'limit ms',
  '',
] as const;

function cells(row: VerifyRow): string[] {
  return [
    row.problem,
    row.file,
    row.language,
    row.expected,
    row.actual,
    row.score ? `${String(row.score.got)}/${String(row.score.max)}` : '',
    String(row.maxCpuMs),
    String(row.maxWallMs),
    String(row.timeLimitMs),
    row.match ? 'ok' : 'MISMATCH',
  ];
}

export function formatTable(rows: readonly VerifyRow[]): string {
  const table = [[...HEADERS], ...rows.map(cells)];
  const widths = HEADERS.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  const numeric = new Set([5, 6, 7, 8]);
  return table
    .map((line) =>
      line
        .map((cell, column) =>
          numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatMismatches(rows: readonly VerifyRow[]): string {
  return rows
    .filter((row) => !row.match)
    .map(
      (row) =>
        `MISMATCH ${row.problem} ${row.file}: expected ${row.expected}, got ${row.actual}${row.detail ? ` at ${row.detail}` : ''}`,
    )
    .join('\n');
}

/** A package's skipped submissions (the reader's warnings about submissions/), one line each. */
export function skippedSubmissions(problem: string, warnings: readonly string[]): string[] {
  return warnings
    .filter((w) => w.startsWith('submissions/') && !w.includes('(not a verdict folder)'))
    .map((w) => `SKIPPED ${problem} ${w}`);
}

export function formatTotals(totals: VerifyTotals): string {
  const seconds = (totals.wallMs / 1000).toFixed(1);
  return `problems ${String(totals.problems)} (unreadable ${String(totals.unreadable)}), submissions ${String(totals.submissions)}, matches ${String(totals.matches)}, mismatches ${String(totals.mismatches)}, skipped ${String(totals.skipped)}, wall time ${seconds} s`;
}
