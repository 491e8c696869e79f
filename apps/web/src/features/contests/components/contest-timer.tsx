import { Timer } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import { formatCountdown } from '@/features/contests/lib/contest-time';
import { useNow } from '@/features/contests/hooks/use-now';

/** The end of the viewer's own contest time: their window when they have one, else the contest's end. */
export function ownEnd(contest: ContestDetail): string {
  return contest.participation?.endAt ?? contest.endAt;
}

/** The time left of the viewer's contest, as a clock; "Contest over" once it has run out. */
export function ContestTimer({ contest, className = '' }: { contest: ContestDetail; className?: string }) {
  const now = useNow();
  const start = contest.participation?.startAt ?? contest.startAt;
  const end = Date.parse(ownEnd(contest));
  const before = now < Date.parse(start);
  const left = (before ? Date.parse(start) : end) - now;
  return (
    <span
      className={`flex items-center gap-1.5 font-mono text-sm tabular-nums ${left < 5 * 60_000 && !before ? 'text-error' : ''} ${className}`}
      role="timer"
      aria-label={before ? 'Time until the start' : 'Time left'}
      data-testid="contest-timer"
    >
      <Timer className="size-4" aria-hidden="true" />
      {left <= 0 && !before ? 'Contest over' : `${before ? 'Starts in ' : ''}${formatCountdown(left)}`}
    </span>
  );
}
