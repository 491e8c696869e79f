import type { JudgeResult, JudgeTestResult, TestResult } from '@codecourt/contracts';

/** A test the user may see in full (a sample): its input and expected output. */
export type ShownTest = { input: string; output: string };

/**
 * Per-test results as the API shows them. Samples carry input, expected and actual output; hidden
 * tests carry only verdict, time and memory, and no checker message that could quote their answer.
 */
export function toTestResults(
  result: JudgeResult,
  shown: readonly ShownTest[],
  detailAll: boolean,
): TestResult[] {
  return result.tests.map((test) => {
    const sample = shown[test.index];
    const base: TestResult = {
      index: test.index,
      verdict: test.verdict,
      timeMs: test.cpuMs,
      memoryKb: test.memoryKb,
    };
    if (!sample)
      return test.verdict === 'Wrong Answer' || !test.message ? base : { ...base, message: test.message };
    if (!detailAll && test.verdict === 'Accepted') return base;
    return {
      ...base,
      input: sample.input,
      expected: sample.output,
      actual: test.stdout,
      ...(test.message ? { message: test.message } : {}),
    };
  });
}

export function firstFailure(result: JudgeResult): JudgeTestResult | undefined {
  return result.tests.find((test) => test.verdict !== 'Accepted');
}

/**
 * The error text a client shows: the compiler's message, or which test failed and why. A hidden test's
 * stderr is never shown (a program could print the hidden input there).
 */
export function errorText(result: JudgeResult, shown: readonly ShownTest[]): string | null {
  if (result.verdict === 'Accepted') return null;
  if (result.verdict === 'Compilation Error')
    return result.compile.output || result.message || result.verdict;
  const failed = firstFailure(result);
  if (!failed) return result.message ?? result.verdict;
  const isSample = failed.index < shown.length;
  const why = failed.message && (isSample || failed.verdict !== 'Wrong Answer') ? `: ${failed.message}` : '';
  const stderr = isSample && failed.stderr.trim() ? `\n${failed.stderr.trimEnd()}` : '';
  return `${failed.verdict} on test ${String(failed.index + 1)}${why}${stderr}`;
}
