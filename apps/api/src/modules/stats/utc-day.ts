const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 in UTC: streaks count these, so midnight UTC is where one day ends. */
export function utcDay(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS);
}

/**
 * The streak as it stands on `now`'s UTC day: the stored one lives through the day after the last
 * solve and is gone once a whole UTC day passed without an accepted submission.
 */
export function liveStreak(storedStreak: number, lastSolvedAt: Date | null, now: Date): number {
  if (!lastSolvedAt) return 0;
  return utcDay(now) - utcDay(lastSolvedAt) <= 1 ? storedStreak : 0;
}
