// The Kattis rules for packages without limits.time_limit, by the package's format version, kept
// within the judge's bounds. legacy: the slowest accepted submission's time × time_multiplier, rounded
// to whole seconds, at least 1 s. 2023-07: × ac_to_time_limit, rounded up to time_resolution.
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { PackageLimits } from './package-schema.js';

export const KATTIS_MIN_TIME_LIMIT_MS = 1_000;

export type TimeRuleLimits = Pick<PackageLimits, 'timeMultiplier' | 'timeRule' | 'timeResolutionMs'>;

export function kattisTimeLimitMs(slowestAcceptedMs: number, limits: TimeRuleLimits): number {
  const exact = slowestAcceptedMs * limits.timeMultiplier;
  const derived =
    limits.timeRule === 'legacy'
      ? Math.max(KATTIS_MIN_TIME_LIMIT_MS, Math.round(exact / 1_000) * 1_000)
      : Math.max(1, Math.ceil(exact / (limits.timeResolutionMs ?? 1_000))) *
        (limits.timeResolutionMs ?? 1_000);
  return Math.min(JUDGE_LIMITS.maxTimeMs, Math.max(JUDGE_LIMITS.minTimeMs, derived));
}
