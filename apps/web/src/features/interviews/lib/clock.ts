import type { Interview } from '@codecourt/contracts';

const MINUTE_MS = 60_000;

/** What the room's clock shows: not started, the time left (never below zero) or the end. */
export type ClockReading =
  | { phase: 'waiting'; totalMs: number }
  | { phase: 'running'; leftMs: number; totalMs: number; overtime: boolean }
  | { phase: 'ended'; tookMs: number };

type ClockRoom = Pick<Interview, 'status' | 'startedAt' | 'endedAt' | 'durationMinutes'>;

/**
 * The clock at `now`, from the room's own times: every participant computes the same reading from the
 * server's startedAt, so a reload or a late join shows the same time left. Overtime: the planned time is
 * up but the interviewer has not ended the room.
 */
export function readClock(room: ClockRoom, now: number): ClockReading {
  const totalMs = room.durationMinutes * MINUTE_MS;
  if (room.status === 'waiting' || room.startedAt === null) return { phase: 'waiting', totalMs };
  const started = Date.parse(room.startedAt);
  if (room.status === 'ended') {
    const ended = room.endedAt === null ? now : Date.parse(room.endedAt);
    return { phase: 'ended', tookMs: Math.max(0, ended - started) };
  }
  const left = started + totalMs - now;
  // A browser clock behind the server's would show more time than the room has: never over its length.
  return { phase: 'running', leftMs: Math.min(totalMs, Math.max(0, left)), totalMs, overtime: left <= 0 };
}

/** m:ss, or h:mm:ss from an hour; seconds are rounded up so 0:00 shows only when the time is up. */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes)}:${rest}`;
}
