import { describe, expect, it } from 'vitest';
import { coalesceWindowMs } from '../coalesce-window.js';

describe('how long a board gathers changes before a push', () => {
  it('when few streams follow, then 20 ms; with thousands, longer, so one push carries several verdicts; never past 200 ms', () => {
    expect([0, 1, 800].map(coalesceWindowMs)).toEqual([20, 20, 20]);
    expect(coalesceWindowMs(6_667)).toBe(167);
    expect(coalesceWindowMs(4_000)).toBeGreaterThan(coalesceWindowMs(2_000));
    expect(coalesceWindowMs(1_000_000)).toBe(200);
  });
});
