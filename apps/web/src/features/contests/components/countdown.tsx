import { formatCountdown, nextMoment } from '@/features/contests/lib/contest-time';
import { useNow } from '@/features/contests/hooks/use-now';

type Props = { startAt: string; endAt: string; className?: string };

/** "Starts in 01:02:03" before the start, "Ends in ..." during the contest, nothing after it. */
export function Countdown({ startAt, endAt, className = '' }: Props) {
  const now = useNow();
  const next = nextMoment({ startAt, endAt }, now);
  if (!next) return null;
  return (
    <span className={`text-sm tabular-nums text-base-content/75 ${className}`} data-testid="countdown">
      {next.label} <time dateTime={new Date(next.at).toISOString()}>{formatCountdown(next.at - now)}</time>
    </span>
  );
}
