import { MESSAGES, type RunResponse, type Verdict } from '@codecourt/contracts';

export type Tone = 'success' | 'warning' | 'error';

const LIMIT_VERDICTS: readonly Verdict[] = [
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Output Limit Exceeded',
];

/** Green for accepted, amber for a limit that was hit, red for everything else. */
export function verdictTone(verdict: Verdict): Tone {
  if (verdict === 'Accepted') return 'success';
  return LIMIT_VERDICTS.includes(verdict) ? 'warning' : 'error';
}

/** A program that did not compile never ran: it has no runtime or memory to show. */
export function hasMeasurements(verdict: Verdict | null | undefined): boolean {
  return verdict !== 'Compilation Error';
}

export function formatRuntime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  if (ms < 1000) return `${String(Math.round(ms))} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined || !Number.isFinite(kb)) return '—';
  if (kb < 1024) return `${String(Math.round(kb))} KB`;
  const mb = kb / 1024;
  return Number.isInteger(mb) || mb >= 100 ? `${String(Math.round(mb))} MB` : `${mb.toFixed(1)} MB`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date. */
export function formatSubmittedAt(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '—';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${String(Math.floor(elapsed / MINUTE))} min ago`;
  if (elapsed < DAY) return `${String(Math.floor(elapsed / HOUR))} h ago`;
  if (elapsed < 7 * DAY) return `${String(Math.floor(elapsed / DAY))} d ago`;
  return dateFormat.format(at);
}

export type Headline = { title: string; tone: Tone };

/** Run's headline comes from `success` alone: 'Test Case Passed' or 'Failed'. */
export function runHeadline(run: Pick<RunResponse, 'success' | 'verdict'>): Headline {
  if (run.success) return { title: MESSAGES.testCasePassed, tone: 'success' };
  return { title: MESSAGES.testCaseFailed, tone: verdictTone(run.verdict ?? 'Internal Error') };
}

/**
 * A judged submission's headline, the same whether it came back from submit, from polling or from the
 * history: 'Solution Accepted!' or 'Solution Failed'; a judge failure (Internal Error) is 'Submission failed'.
 */
export function submitHeadline(verdict: Verdict): Headline {
  if (verdict === 'Accepted') return { title: MESSAGES.solutionAccepted, tone: 'success' };
  if (verdict === 'Internal Error') return { title: MESSAGES.submissionFailed, tone: 'error' };
  return { title: MESSAGES.solutionFailed, tone: verdictTone(verdict) };
}
