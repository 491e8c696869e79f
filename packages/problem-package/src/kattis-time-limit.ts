// The Kattis rules for a package's time limit, by format version, kept within the judge's bounds. As
// problemtools' verifyproblem.py computes them (Submissions.check): exact = the slowest accepted
// submission's CPU time × time_multiplier; legacy: time limit = max(1, int(0.5 + exact)) seconds, and
// time_limit_exceeded submissions are judged again at timelim_margin = max(timelim + 1,
// int(0.5 + exact × time_safety_margin)) seconds (a fixed limit: timelim × time_safety_margin). 2023-07:
// exact (× ac_to_time_limit) rounded up to time_resolution, and time_limit_exceeded submissions must
// exceed time limit × time_limit_to_tle.
import { JUDGE_LIMITS } from '@codecourt/contracts';
import { KATTIS_TIME_RULES } from './package-schema.js';
import type { PackageLimits } from './package-schema.js';

export const KATTIS_MIN_TIME_LIMIT_MS = 1_000;

export type TimeRuleLimits = Pick<
  PackageLimits,
  'timeMultiplier' | 'timeRule' | 'timeResolutionMs' | 'timeSafetyMargin'
>;

function withinJudge(ms: number): number {
  return Math.min(JUDGE_LIMITS.maxTimeMs, Math.max(JUDGE_LIMITS.minTimeMs, ms));
}

function wholeSeconds(ms: number): number {
  return Math.floor(0.5 + ms / 1_000) * 1_000;
}

function roundedUp(ms: number, resolutionMs: number): number {
  return Math.max(1, Math.ceil(ms / resolutionMs)) * resolutionMs;
}

export function kattisTimeLimitMs(slowestAcceptedMs: number, limits: TimeRuleLimits): number {
  const exact = slowestAcceptedMs * limits.timeMultiplier;
  const derived =
    limits.timeRule === 'legacy'
      ? Math.max(KATTIS_MIN_TIME_LIMIT_MS, wholeSeconds(exact))
      : roundedUp(exact, limits.timeResolutionMs ?? KATTIS_TIME_RULES['2023-07'].timeResolutionMs);
  return withinJudge(derived);
}

/** The limit submissions are judged at, the one time_limit_exceeded submissions must still exceed, and why. */
export type KattisTimeLimits = { timeLimitMs: number; tleMs: number; why: string };

function marginName(limits: TimeRuleLimits): string {
  return limits.timeRule === 'legacy' ? 'time_safety_margin' : 'time_limit_to_tle';
}

/**
 * The package's time limit (its own `timeMs`, or derived from the slowest accepted submission's CPU
 * time) and the margin time_limit_exceeded submissions are checked at, with the reason in words.
 */
export function kattisTimeLimits(
  slowestAcceptedMs: number,
  limits: TimeRuleLimits & Pick<PackageLimits, 'timeMs'>,
): KattisTimeLimits {
  const margin = limits.timeSafetyMargin ?? KATTIS_TIME_RULES[limits.timeRule].timeSafetyMargin;
  const marginWhy = `${marginName(limits)} ${String(margin)}`;
  if (limits.timeMs !== undefined) {
    const tleMs = withinJudge(Math.round(limits.timeMs * margin));
    return {
      timeLimitMs: limits.timeMs,
      tleMs,
      why: `time limit ${String(limits.timeMs)} ms from the package; time_limit_exceeded submissions must exceed ${String(tleMs)} ms (${marginWhy})`,
    };
  }
  const timeLimitMs = kattisTimeLimitMs(slowestAcceptedMs, limits);
  const exact = slowestAcceptedMs * limits.timeMultiplier;
  const tleMs = withinJudge(
    limits.timeRule === 'legacy'
      ? Math.max(timeLimitMs + 1_000, wholeSeconds(exact * margin))
      : Math.round(timeLimitMs * margin),
  );
  const rounding =
    limits.timeRule === 'legacy'
      ? 'rounded to whole seconds, at least 1 s (legacy)'
      : `rounded up to ${String(limits.timeResolutionMs ?? KATTIS_TIME_RULES['2023-07'].timeResolutionMs)} ms (2023-07)`;
  const multiplier = limits.timeRule === 'legacy' ? 'time_multiplier' : 'ac_to_time_limit';
  return {
    timeLimitMs,
    tleMs,
    why: `time limit ${String(timeLimitMs)} ms: slowest accepted ${String(slowestAcceptedMs)} ms × ${multiplier} ${String(limits.timeMultiplier)}, ${rounding}; time_limit_exceeded submissions must exceed ${String(tleMs)} ms (${marginWhy})`,
  };
}
