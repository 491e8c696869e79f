import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDuration, nextMoment } from '@/features/contests/lib/contest-time';

describe('contest times', () => {
  it('when a length is shown, then it reads in days, hours and minutes', () => {
    expect(formatDuration(90 * 60_000)).toBe('1 h 30 min');
    expect(formatDuration(2 * 3_600_000)).toBe('2 h');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(26 * 3_600_000)).toBe('1 d 2 h');
  });

  it('when a countdown is shown, then it is a clock that never goes below zero', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(90_061_000)).toBe('1d 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('when the clock passes the start and the end, then it counts to the start, to the end, then stops', () => {
    const contest = { startAt: '2030-01-01T10:00:00.000Z', endAt: '2030-01-01T12:00:00.000Z' };
    expect(nextMoment(contest, Date.parse('2030-01-01T09:00:00.000Z'))?.label).toBe('Starts in');
    expect(nextMoment(contest, Date.parse('2030-01-01T11:00:00.000Z'))?.label).toBe('Ends in');
    expect(nextMoment(contest, Date.parse('2030-01-01T12:00:00.000Z'))).toBeNull();
  });
});
