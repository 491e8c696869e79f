import {
  VERDICTS,
  type ContestFormat,
  type Rejudge,
  type RejudgeCell,
  type RejudgeResult,
  type Verdict,
} from '@codecourt/contracts';
import { verdictTone, type Tone } from '@/lib/result-format';

const MINUTE_MS = 60_000;

/** "3 of 5 judged" as a share for the progress bar, 0 to 100. */
export function progressPercent(rejudge: Pick<Rejudge, 'judged' | 'total'>): number {
  return rejudge.total === 0 ? 100 : Math.round((100 * rejudge.judged) / rejudge.total);
}

/** A submission's contest time as DOMjudge writes it, "h:mm" after the start; before the start, "-h:mm". */
export function contestClock(submittedAt: string, startAt: string): string {
  const minutes = Math.floor((Date.parse(submittedAt) - Date.parse(startAt)) / MINUTE_MS);
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

const isVerdict = (value: string): value is Verdict => (VERDICTS as readonly string[]).includes(value);

/** The badge of a stored verdict (a string in the API), neutral for one the judge has not given yet. */
export function verdictBadge(verdict: string | null): { text: string; tone: Tone | 'neutral' } {
  if (verdict === null) return { text: 'Judging…', tone: 'neutral' };
  return { text: verdict, tone: isVerdict(verdict) ? verdictTone(verdict) : 'error' };
}

/** The rows the preview lists: the changed verdicts, or every one when the admin asks for all. */
export function shownResults(results: RejudgeResult[], all: boolean): RejudgeResult[] {
  return all ? results : results.filter((r) => r.changed);
}

/** The status line above the preview. */
export function rejudgeHeadline(rejudge: Rejudge): string {
  const n = rejudge.changed;
  const verdicts = `${String(n)} ${n === 1 ? 'verdict changes' : 'verdicts change'}`;
  switch (rejudge.status) {
    case 'judging':
      return `Judging again: ${String(rejudge.judged)} of ${String(rejudge.total)} submissions`;
    case 'ready':
      return n === 0 ? 'No verdict changes' : `${verdicts} if applied`;
    case 'applied':
      return `Applied: ${String(n)} ${n === 1 ? 'verdict' : 'verdicts'} changed`;
    case 'cancelled':
      return 'Cancelled: every submission kept its verdict';
  }
}

const tries = (n: number) => `${String(n)} ${n === 1 ? 'try' : 'tries'}`;

/** A board cell in words, as the board shows it: the solve's minute (ICPC) or the points (IOI), and the tries. */
export function cellText(cell: RejudgeCell, format: ContestFormat): string {
  if (cell.attempts === 0) return 'not tried';
  if (format === 'ioi') return `${String(cell.score)} points, ${tries(cell.attempts)}`;
  return cell.solved
    ? `solved at minute ${String(cell.minutes ?? 0)}, ${tries(cell.attempts)}`
    : `not solved, ${tries(cell.attempts)}`;
}
