import type { Judgement, Problem, TutorResult } from '@codecourt/contracts';

/**
 * The judged result as the tutor gets it; undefined while no verdict is in. Hidden tests keep only their verdict
 * (the API never sends their data, and this drops any anyway): the server shows the model visible ones only.
 */
export function tutorResultOf(
  kind: 'run' | 'submit',
  judgement: Judgement,
  problem: Pick<Problem, 'timeLimitMs' | 'memoryLimitKb'>,
): TutorResult | undefined {
  if (judgement.verdict === null) return undefined;
  return {
    kind,
    verdict: judgement.verdict,
    testCasesPassed: judgement.testCasesPassed,
    totalTestCases: judgement.totalTestCases,
    runtimeMs: judgement.runtime,
    memoryKb: judgement.memory,
    ...(problem.timeLimitMs ? { timeLimitMs: problem.timeLimitMs } : {}),
    ...(problem.memoryLimitKb ? { memoryLimitKb: problem.memoryLimitKb } : {}),
    compileOutput: judgement.compileOutput,
    tests: judgement.tests.map((test) =>
      test.visible
        ? {
            visible: true,
            verdict: test.verdict,
            input: test.input,
            expected: test.expected,
            actual: test.actual,
          }
        : { visible: false, verdict: test.verdict },
    ),
  };
}

/** A result worth explaining: anything but Accepted. */
export const isFailing = (result: TutorResult | undefined): result is TutorResult =>
  result !== undefined && result.verdict !== 'Accepted';
