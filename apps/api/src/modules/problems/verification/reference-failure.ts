import type { JudgeResult, LanguageName, ReferenceFailure, VerifyTestKind } from '@codecourt/contracts';

/** Where test `index` of a verification request sits: visible tests come first, then hidden ones. */
export function testPlace(index: number, visibleCount: number): { kind: VerifyTestKind; number: number } {
  return index < visibleCount
    ? { kind: 'visible', number: index + 1 }
    : { kind: 'hidden', number: index - visibleCount + 1 };
}

type Tests = readonly { input: string; output: string }[];

/** The first failure of a judged reference solution, with the failing test's data; undefined when it passed. */
export function referenceFailureOf(
  language: LanguageName,
  result: JudgeResult,
  tests: Tests,
  visibleCount: number,
): ReferenceFailure | undefined {
  if (result.verdict === 'Accepted') return undefined;
  const failed = result.tests.find((t) => t.verdict !== 'Accepted');
  const test = failed ? tests[failed.index] : undefined;
  if (!failed || !test) {
    return {
      language,
      testKind: null,
      testNumber: null,
      verdict: result.verdict,
      input: '',
      expected: '',
      actual: result.compile.output || (result.message ?? ''),
    };
  }
  const place = testPlace(failed.index, visibleCount);
  return {
    language,
    testKind: place.kind,
    testNumber: place.number,
    verdict: failed.verdict,
    input: test.input,
    expected: test.output,
    actual: failed.stdout || failed.stderr || (failed.message ?? ''),
  };
}

/** "JavaScript reference solution: Wrong Answer on hidden test 2" (no test for a Compilation Error). */
export function referenceFailureMessage(failure: ReferenceFailure): string {
  const where =
    failure.testKind === null || failure.testNumber === null
      ? ''
      : ` on ${failure.testKind} test ${String(failure.testNumber)}`;
  return `${failure.language} reference solution: ${failure.verdict}${where}`;
}
