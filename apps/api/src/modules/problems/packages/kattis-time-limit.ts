import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { Judge } from '@codecourt/judge';
import { kattisTimeLimitMs, submissionProgram } from '@codecourt/problem-package';
import type { ProblemPackage } from '@codecourt/problem-package';

export type DerivedTimeLimit = { timeLimitMs: number; slowestMs: number };

/**
 * The Kattis rule for a package without limits.time_limit: run every accepted submission on every
 * test, take the slowest test's CPU time and apply the judge's kattisTimeLimitMs (× time_multiplier,
 * at least 1 s, rounded up to 100 ms). An accepted submission that fails makes the package invalid.
 */
export async function deriveTimeLimit(judge: Judge, pkg: ProblemPackage): Promise<DerivedTimeLimit> {
  const accepted = pkg.submissions.filter((s) => s.directory === 'accepted');
  if (accepted.length === 0)
    throw new Error('has no limits.time_limit and no accepted submission to derive it from');
  const tests = [...pkg.samples, ...pkg.secrets].map((t) => ({ input: t.input, expected: t.answer }));
  let slowestMs = 0;
  for (const submission of accepted) {
    const result = await judge.judge({
      language: submission.language,
      source: submissionProgram(pkg, submission),
      tests,
      limits: {
        timeMs: JUDGE_LIMITS.maxTimeMs,
        memoryKb: pkg.limits.memoryKb ?? JUDGE_LIMITS.defaultMemoryKb,
      },
      checker: pkg.checker,
    });
    if (result.verdict !== 'Accepted') {
      const where = result.tests.find((t) => t.verdict !== 'Accepted');
      const test = where ? ` on test ${String(where.index + 1)}` : '';
      throw new Error(
        `submissions/accepted/${submission.file ?? submission.language} got ${result.verdict}${test}: cannot derive the time limit`,
      );
    }
    slowestMs = Math.max(slowestMs, result.runtimeMs);
  }
  return { timeLimitMs: kattisTimeLimitMs(slowestMs, pkg.limits.timeMultiplier), slowestMs };
}
