// When things happen in a contest, from the contest row, a participation and the clock: pure, so the
// routes, the secrecy rules and the tests agree on one reading.
import type { ContestStatus } from '@codecourt/contracts';
import type { ContestRow, ParticipationRow } from '../../db/schema/index.js';

const MINUTE_MS = 60_000;

export function statusAt(contest: Pick<ContestRow, 'startAt' | 'endAt'>, now: Date): ContestStatus {
  if (now < contest.startAt) return 'Upcoming';
  if (now < contest.endAt) return 'Ongoing';
  return 'Completed';
}

/** True from freezeAt until an admin lifts the freeze. */
export function isFrozen(contest: Pick<ContestRow, 'freezeAt' | 'unfrozenAt'>, now: Date): boolean {
  return contest.freezeAt !== null && contest.unfrozenAt === null && now >= contest.freezeAt;
}

export type Window = { startAt: Date | null; endAt: Date | null };

/** A new participation's times: the contest's own, or none until a windowed participant starts. */
export function windowOnRegister(contest: Pick<ContestRow, 'startAt' | 'endAt' | 'windowMinutes'>): Window {
  return contest.windowMinutes === null
    ? { startAt: contest.startAt, endAt: contest.endAt }
    : { startAt: null, endAt: null };
}

/** A personal window opened now: its minutes, cut at the contest's end (CMS per_user_time). */
export function windowFrom(
  contest: Pick<ContestRow, 'endAt'>,
  windowMinutes: number,
  now: Date,
): { startAt: Date; endAt: Date } {
  const end = new Date(Math.min(now.getTime() + windowMinutes * MINUTE_MS, contest.endAt.getTime()));
  return { startAt: now, endAt: end };
}

/** The participant may submit now: inside their own window, which lies inside the contest. */
export function isInsideWindow(
  contest: Pick<ContestRow, 'startAt' | 'endAt'>,
  participation: Pick<ParticipationRow, 'startAt' | 'endAt'> | undefined,
  now: Date,
): boolean {
  if (!participation?.startAt || !participation.endAt) return false;
  return (
    now >= participation.startAt && now < participation.endAt && now >= contest.startAt && now < contest.endAt
  );
}

/**
 * Whether the problem set is readable: by admins always; by everyone once the contest is over; during it
 * by a live contest's viewers, and in a windowed contest by a participant whose window has opened.
 */
export function problemsVisible(
  contest: Pick<ContestRow, 'startAt' | 'endAt' | 'windowMinutes'>,
  participation: Pick<ParticipationRow, 'startAt'> | undefined,
  viewer: { isAdmin: boolean },
  now: Date,
): boolean {
  if (viewer.isAdmin || now >= contest.endAt) return true;
  if (now < contest.startAt) return false;
  if (contest.windowMinutes === null) return true;
  return participation?.startAt != null && now >= participation.startAt;
}
