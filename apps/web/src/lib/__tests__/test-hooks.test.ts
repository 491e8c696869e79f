// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_REFRESH_INTERVAL_KEY, testRefreshSchedule } from '@/lib/test-hooks';

afterEach(() => {
  localStorage.removeItem(TEST_REFRESH_INTERVAL_KEY);
});

describe('the test refresh-interval knob', () => {
  it('when the test knob holds an interval in this development build, then the schedule uses it aligned', () => {
    localStorage.setItem(TEST_REFRESH_INTERVAL_KEY, '3000');

    expect(testRefreshSchedule()).toEqual({ intervalMs: 3_000, alignToClock: true });
  });

  it('when the knob is missing or not a sane interval, then the real schedule stays', () => {
    expect(testRefreshSchedule()).toBeUndefined();
    for (const junk of ['abc', '5', '-1000', '1.5e3x']) {
      localStorage.setItem(TEST_REFRESH_INTERVAL_KEY, junk);
      expect(testRefreshSchedule()).toBeUndefined();
    }
  });
});
