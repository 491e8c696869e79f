const MINUTE_MS = 60_000;

/** A length of time as contest pages write it: "1 h 30 min", "2 h", "45 min", "3 d 2 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MINUTE_MS));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days > 0 ? `${String(days)} d` : '', hours > 0 ? `${String(hours)} h` : ''];
  if (days === 0 && (rest > 0 || hours === 0)) parts.push(`${String(rest)} min`);
  return parts.filter((part) => part !== '').join(' ');
}

/** A countdown as a clock, "1d 02:03:04" or "02:03:04", never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${String(days)}d ${clock}` : clock;
}

/** A moment in the viewer's own time zone, with the zone named so nobody misreads it. */
export function formatStart(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

type Timed = { startAt: string; endAt: string };

/** What the clock of a contest counts towards now: its start, its end, or nothing (it is over). */
export function nextMoment(
  contest: Timed,
  now: number,
): { label: 'Starts in' | 'Ends in'; at: number } | null {
  const start = Date.parse(contest.startAt);
  const end = Date.parse(contest.endAt);
  if (now < start) return { label: 'Starts in', at: start };
  if (now < end) return { label: 'Ends in', at: end };
  return null;
}
