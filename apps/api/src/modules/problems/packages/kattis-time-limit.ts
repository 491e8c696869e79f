import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import type { Judge } from '@codecourt/judge';
import { getLanguage } from '@codecourt/judge';
import { kattisTimeLimitMs, packageJudgeRequest } from '@codecourt/problem-package';
import type { ProblemPackage } from '@codecourt/problem-package';

export type DerivedTimeLimit = { timeLimitMs: number; slowestMs: number };

/**
 * The Kattis rule for a package without limits.time_limit: run every accepted submission on every
 * test, take the slowest test's CPU time and apply the judge's kattisTimeLimitMs (× time_multiplier,
 * at least 1 s, rounded up to 100 ms). An accepted submission that fails makes the package invalid.
 */
export async function deriveTimeLimit(
  judge: Pick<Judge, 'judge'>,
  pkg: ProblemPackage,
): Promise<DerivedTimeLimit | undefined> {
  const accepted = pkg.submissions.filter((s) => s.directory === 'accepted');
  // Nothing the judge runs to measure (say, only Python 2 programs): the importer keeps the default.
  if (accepted.length === 0) return undefined;
  let slowestMs = 0;
  for (const submission of accepted) {
    const result = await judge.judge(
      packageJudgeRequest(pkg, submission, { timeMs: probeTimeMs(submission.language) }),
    );
    if (result.verdict !== 'Accepted') {
      const where = result.tests.find((t) => t.verdict !== 'Accepted');
      const test = where ? ` on test ${String(where.index + 1)}` : '';
      throw new Error(
        `submissions/accepted/${submission.file ?? submission.language} got ${result.verdict}${test}: cannot derive the time limit`,
      );
    }
    slowestMs = Math.max(slowestMs, result.runtimeMs);
  }
  return { timeLimitMs: kattisTimeLimitMs(slowestMs, pkg.limits), slowestMs };
}

/** A measuring run's wall clock stays under this, so a program that only sleeps ends soon. */
export const PROBE_WALL_MS = 20_000;

/** The largest time limit whose wall clock, with the language's allowances, stays under PROBE_WALL_MS. */
export function probeTimeMs(language: LanguageId): number {
  const definition = getLanguage(language);
  for (let timeMs: number = JUDGE_LIMITS.maxTimeMs; timeMs > JUDGE_LIMITS.minTimeMs; timeMs -= 100) {
    const { resources } = definition.run({
      sourceFile: 'main',
      timeMs,
      memoryKb: JUDGE_LIMITS.defaultMemoryKb,
    });
    if (resources.wallMs < PROBE_WALL_MS) return timeMs;
  }
  return JUDGE_LIMITS.minTimeMs;
}
