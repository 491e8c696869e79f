import { createHash } from 'node:crypto';

/** YYYY-MM-DD of `at`'s UTC day: everyone's day starts at midnight UTC. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `days` before `date` (YYYY-MM-DD). */
export function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return utcDate(day);
}

/**
 * The day's pick among `candidates` (ids in a stable order): a hash of the date, so every server
 * chooses the same problem for the same library without talking to another.
 */
export function chooseDaily(date: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const index = createHash('sha256').update(`daily:${date}`).digest().readUIntBE(0, 6) % candidates.length;
  return candidates[index];
}

/** Consecutive days, ending `today` or the day before, in `solvedDays` (YYYY-MM-DD, any order). */
export function dailyStreak(solvedDays: readonly string[], today: string): number {
  const solved = new Set(solvedDays);
  let day = solved.has(today) ? today : daysBefore(today, 1);
  let streak = 0;
  while (solved.has(day)) {
    streak += 1;
    day = daysBefore(day, 1);
  }
  return streak;
}
