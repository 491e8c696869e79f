// The Contest API's two time formats (ccs-specs 2023-06, "Time" and "Relative time"): TIME is an ISO 8601
// instant with milliseconds, RELTIME is `(-)h*:mm:ss(.uuu)`, hours unbounded.

/** TIME: `2026-11-27T03:05:44.123Z`. */
export function absTime(date: Date): string {
  return date.toISOString();
}

export function absTimeOrNull(date: Date | null | undefined): string | null {
  return date ? absTime(date) : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** RELTIME of a span in milliseconds: `1:02:03.456`, `-0:00:05.000`; whole milliseconds. */
export function relTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const total = Math.round(Math.abs(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  return `${sign}${String(hours)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(millis, 3)}`;
}

/** RELTIME of `at` counted from `from`. */
export function relTimeBetween(from: Date, at: Date): string {
  return relTime(at.getTime() - from.getTime());
}

/** The first of the contest's times after `now` (its start, freeze, end): its state changes then, with no write. */
export function nextContestTimeMs(
  contest: { startAt: Date; freezeAt: Date | null; endAt: Date },
  now: Date,
): number | undefined {
  const ahead = [contest.startAt, contest.freezeAt, contest.endAt]
    .map((at) => at?.getTime())
    .filter((ms): ms is number => ms !== undefined && ms > now.getTime());
  return ahead.length > 0 ? Math.min(...ahead) : undefined;
}
