// The Kattis rule for packages without limits.time_limit: the slowest accepted submission's time ×
// time_multiplier, at least 1 s, rounded up to 100 ms and kept within the judge's bounds.
import { JUDGE_LIMITS } from '@codecourt/contracts';

export const KATTIS_MIN_TIME_LIMIT_MS = 1_000;

export function kattisTimeLimitMs(slowestAcceptedMs: number, timeMultiplier: number): number {
  const scaled = Math.ceil((slowestAcceptedMs * timeMultiplier) / 100) * 100;
  return Math.min(JUDGE_LIMITS.maxTimeMs, Math.max(KATTIS_MIN_TIME_LIMIT_MS, scaled));
}
