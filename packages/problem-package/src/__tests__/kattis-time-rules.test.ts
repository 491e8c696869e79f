import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kattisTimeLimitMs, kattisTimeLimits } from '../kattis-time-limit.js';
import { readProblemPackage } from '../read-problem-package.js';
import { ourPackage, tempPackages } from '../testing/temp-packages.js';
import type { TempPackages } from '../testing/temp-packages.js';

let temp: TempPackages;
beforeEach(async () => {
  temp = await tempPackages();
});
afterEach(async () => {
  await temp.remove();
});

function withYaml(yaml: string): Record<string, string> {
  return { ...ourPackage(), 'problem.yaml': yaml };
}

describe('the Kattis time-limit rules by format version', () => {
  it('when a legacy package has no time limit, then slowest x time_multiplier (5) is rounded to whole seconds, at least 1 s', () => {
    const legacy = { timeMultiplier: 5, timeRule: 'legacy' } as const;
    expect(kattisTimeLimitMs(100, legacy)).toBe(1_000);
    expect(kattisTimeLimitMs(290, legacy)).toBe(1_000);
    expect(kattisTimeLimitMs(310, legacy)).toBe(2_000);
    expect(kattisTimeLimitMs(10_000, legacy)).toBe(20_000);
  });

  it('when a 2023-07 package has no time limit, then slowest x ac_to_time_limit (2) is rounded up to time_resolution', () => {
    const rule = { timeMultiplier: 2, timeRule: '2023-07', timeResolutionMs: 1_000 } as const;
    expect(kattisTimeLimitMs(100, rule)).toBe(1_000);
    expect(kattisTimeLimitMs(510, rule)).toBe(2_000);
    expect(kattisTimeLimitMs(510, { ...rule, timeResolutionMs: 250 })).toBe(1_250);
  });

  it('when the limit is derived, then time_limit_exceeded submissions are held to problemtools margin: legacy max(limit + 1 s, exact x margin rounded), 2023-07 limit x time_limit_to_tle', () => {
    const legacy = { timeMultiplier: 5, timeRule: 'legacy', timeSafetyMargin: 2 } as const;
    const modern = { timeMultiplier: 2, timeRule: '2023-07', timeResolutionMs: 1_000 } as const;
    // 310 ms x 5 = 1.55 s: limit 2 s, margin max(3 s, round(3.1 s)) = 3 s.
    expect(kattisTimeLimits(310, legacy)).toMatchObject({ timeLimitMs: 2_000, tleMs: 3_000 });
    // 900 ms x 5 = 4.5 s: limit 5 s (half rounds up, as int(0.5 + x)), margin round(9 s) = 9 s.
    expect(kattisTimeLimits(900, legacy)).toMatchObject({ timeLimitMs: 5_000, tleMs: 9_000 });
    // 2023-07 defaults: 510 ms x 2 rounded up to 2 s; time_limit_to_tle 1.5.
    expect(kattisTimeLimits(510, modern)).toMatchObject({ timeLimitMs: 2_000, tleMs: 3_000 });
    expect(kattisTimeLimits(510, modern).why).toMatch(/slowest accepted 510 ms × ac_to_time_limit 2/);
    // A fixed limit: limit x margin, within the judge's bounds.
    expect(kattisTimeLimits(0, { ...legacy, timeMs: 15_000 })).toMatchObject({
      timeLimitMs: 15_000,
      tleMs: 20_000,
    });
  });

  it('when problem.yaml names format 2023-07, then its time_multipliers and time_resolution are read, with their defaults', async () => {
    const explicit = await readProblemPackage(
      await temp.write(
        'new-format',
        withYaml(
          'problem_format_version: 2023-07\nname: Add Two\nlimits:\n  time_multipliers:\n    ac_to_time_limit: 3\n  time_resolution: 0.5\n',
        ),
      ),
    );
    const defaults = await readProblemPackage(
      await temp.write('new-defaults', withYaml('problem_format_version: "2023-07"\nname: Add Two\n')),
    );
    const legacy = await readProblemPackage(await temp.write('legacy', withYaml('name: Add Two\n')));

    expect(explicit.limits).toMatchObject({ timeRule: '2023-07', timeMultiplier: 3, timeResolutionMs: 500 });
    expect(defaults.limits).toMatchObject({
      timeRule: '2023-07',
      timeMultiplier: 2,
      timeResolutionMs: 1_000,
      timeSafetyMargin: 1.5,
    });
    expect(legacy.limits).toMatchObject({ timeRule: 'legacy', timeMultiplier: 5, timeSafetyMargin: 2 });
    expect(legacy.limits.timeMs).toBeUndefined();
  });
});
