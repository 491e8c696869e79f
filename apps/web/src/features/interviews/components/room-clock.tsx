import { Timer } from 'lucide-react';
import type { Interview } from '@codecourt/contracts';
import { formatClock, readClock } from '@/features/interviews/lib/clock';
import { useNow } from '@/features/interviews/hooks/use-now';

/** The last minutes and the end show on their colour's own background: amber text alone is too faint. */
const TONE = {
  last: 'rounded-field bg-warning px-1.5 text-warning-content',
  up: 'rounded-field bg-error px-1.5 text-error-content',
};
const LAST_MINUTES_MS = 5 * 60_000;

/** Time left, counting down live from the server's startedAt; how long it took once ended. */
export function RoomClock({ room }: { room: Interview }) {
  const now = useNow(room.status === 'running');
  const clock = readClock(room, now);
  const [text, tone, label] =
    clock.phase === 'waiting'
      ? [formatClock(clock.totalMs), 'text-base-content/80', 'Planned duration']
      : clock.phase === 'ended'
        ? [formatClock(clock.tookMs), 'text-base-content/80', 'Took']
        : clock.overtime
          ? ['0:00', TONE.up, 'Time is up']
          : [
              formatClock(clock.leftMs),
              clock.leftMs < LAST_MINUTES_MS ? TONE.last : 'text-base-content',
              'Time left',
            ];
  return (
    <div className="flex items-center gap-2" data-testid="room-clock">
      <Timer className="size-4 text-base-content/70" aria-hidden="true" />
      <span className="text-xs text-base-content/70">{label}</span>
      <span className={`font-mono text-lg font-semibold tabular-nums ${tone}`} role="timer" aria-live="off">
        {text}
      </span>
    </div>
  );
}
