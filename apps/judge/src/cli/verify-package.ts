// Judges every submission of one package through the real engine, with the package's limits and checker,
// and says whether each got the verdict its folder promises.
import type { JudgeResult, LanguageId, Verdict } from '@codecourt/contracts';
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { Judge } from '@codecourt/judge';
import { kattisTimeLimits, packageJudgeRequest, validateInputs } from '@codecourt/problem-package';
import type { KattisTimeLimits, PackageSubmission, ProblemPackage } from '@codecourt/problem-package';

export type VerifyRow = {
  problem: string;
  file: string;
  language: LanguageId;
  /** The verdict its folder names, or every verdict `@EXPECTED_RESULTS@`/submissions.json allows (`A|B`), or a partial score. */
  expected: string;
  actual: Verdict;
  /** Scoring problems: the score got, out of the maximum. */
  score?: { got: number; max: number };
  match: boolean;
  /** Largest CPU time over the tests that ran. */
  maxCpuMs: number;
  maxWallMs: number;
  timeLimitMs: number;
  compileMs: number;
  /** For a mismatch: which test and why. */
  detail?: string;
};

function testName(pkg: ProblemPackage, index: number): string {
  const sample = pkg.samples[index];
  if (sample) return `sample/${sample.name ?? String(index + 1)}`;
  const secret = pkg.secrets[index - pkg.samples.length];
  return `secret/${secret?.name ?? String(index + 1)}`;
}

function detailOf(pkg: ProblemPackage, result: JudgeResult): string {
  const failed = result.tests.find((t) => t.verdict !== 'Accepted');
  if (!failed) return result.message?.split('\n')[0] ?? '';
  return `${testName(pkg, failed.index)}: ${(failed.message ?? '').split('\n')[0] ?? ''} (cpu ${String(failed.cpuMs)} ms, wall ${String(failed.wallMs)} ms)`;
}

function row(
  pkg: ProblemPackage,
  submission: PackageSubmission,
  result: JudgeResult,
  timeLimitMs: number,
): VerifyRow {
  const allowed = submission.expectedAny ?? [submission.expected];
  const max = result.groups?.reduce((sum, g) => sum + g.maxScore, 0);
  const score = result.score === undefined || max === undefined ? undefined : { got: result.score, max };
  const partial = score !== undefined && score.got > 0 && score.got < score.max;
  const match = allowed.includes(result.verdict) && (!submission.partialScore || partial);
  return {
    problem: pkg.slug,
    file: `${submission.directory}/${submission.file ?? ''}`,
    language: submission.language,
    expected: submission.partialScore ? 'partial score' : allowed.join('|'),
    actual: result.verdict,
    ...(score ? { score } : {}),
    match,
    maxCpuMs: result.runtimeMs,
    maxWallMs: Math.max(0, ...result.tests.map((t) => t.wallMs)),
    timeLimitMs,
    compileMs: result.compile.wallMs,
    ...(match ? {} : { detail: detailOf(pkg, result) }),
  };
}

/**
 * Accepted submissions first: without a time limit in the package they set it by the Kattis rule
 * (kattis-time-limit.ts). time_limit_exceeded submissions then run at the format's safety margin over
 * the limit, which they must still exceed, as problemtools checks them; the rest at the limit itself.
 */
export async function verifyPackage(
  judge: Pick<Judge, 'judge'>,
  pkg: ProblemPackage,
  onTimeLimits?: (limits: KattisTimeLimits) => void,
): Promise<VerifyRow[]> {
  // A package whose input validators refuse its own data is refused before any submission is judged.
  const refusals = await validateInputs((request) => judge.judge(request), pkg);
  if (refusals.length > 0) throw new Error(`${pkg.slug}: ${refusals.join('; ')}`);
  const accepted = pkg.submissions.filter((s) => s.directory === 'accepted');
  const others = pkg.submissions.filter((s) => s.directory !== 'accepted');
  const rows: VerifyRow[] = [];
  const measureMs = pkg.limits.timeMs ?? JUDGE_LIMITS.maxTimeMs;
  for (const submission of accepted) {
    const result = await judge.judge(packageJudgeRequest(pkg, submission, { timeMs: measureMs }));
    rows.push(row(pkg, submission, result, measureMs));
  }
  const limits = kattisTimeLimits(Math.max(0, ...rows.map((r) => r.maxCpuMs)), pkg.limits);
  onTimeLimits?.(limits);
  for (const submission of others) {
    const timeMs = submission.directory === 'time_limit_exceeded' ? limits.tleMs : limits.timeLimitMs;
    const result = await judge.judge(packageJudgeRequest(pkg, submission, { timeMs }));
    rows.push(row(pkg, submission, result, timeMs));
  }
  return rows;
}
