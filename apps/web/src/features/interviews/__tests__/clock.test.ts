import { describe, expect, it } from 'vitest';
import { formatClock, readClock } from '@/features/interviews/lib/clock';

const START = '2026-05-04T10:00:00.000Z';
const at = (offsetMs: number) => Date.parse(START) + offsetMs;
const running = { status: 'running' as const, startedAt: START, endedAt: null, durationMinutes: 45 };

describe('the room clock', () => {
  it('when the room waits, then it shows the planned duration whatever the time', () => {
    const room = { status: 'waiting' as const, startedAt: null, endedAt: null, durationMinutes: 30 };
    expect(readClock(room, at(0))).toEqual({ phase: 'waiting', totalMs: 30 * 60_000 });
  });

  it('when it runs, then the time left is the duration from the server start less what has passed', () => {
    expect(readClock(running, at(61_500))).toEqual({
      phase: 'running',
      leftMs: 45 * 60_000 - 61_500,
      totalMs: 45 * 60_000,
      overtime: false,
    });
    expect(formatClock(45 * 60_000 - 61_500)).toBe('43:59');
  });

  it('when the browser’s clock is behind the server’s start, then it shows the whole length, never more', () => {
    expect(readClock(running, at(-2_000))).toMatchObject({ leftMs: 45 * 60_000, overtime: false });
  });

  it('when the time is up but the room is not ended, then it stays at zero in overtime', () => {
    expect(readClock(running, at(46 * 60_000))).toMatchObject({ leftMs: 0, overtime: true });
    expect(formatClock(0)).toBe('0:00');
  });

  it('when the room ended, then it shows how long it took from start to end', () => {
    const ended = { ...running, status: 'ended' as const, endedAt: '2026-05-04T10:20:30.000Z' };
    expect(readClock(ended, at(99 * 60_000))).toEqual({ phase: 'ended', tookMs: 20 * 60_000 + 30_000 });
  });

  it('when a second is partly left, then it is counted, and an hour or more shows hours', () => {
    expect(formatClock(200)).toBe('0:01');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(2 * 3_600_000 + 5 * 60_000)).toBe('2:05:00');
  });
});
