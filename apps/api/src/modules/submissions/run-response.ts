import type { JudgeResult, RunResponse } from '@codecourt/contracts';
import { errorText, firstFailure, toTestResults } from './judged-tests.js';
import type { ShownTest } from './judged-tests.js';

/** Run against the visible tests: success only when every one passed. */
export function runResponseForSamples(result: JudgeResult, samples: readonly ShownTest[]): RunResponse {
  const shownTest = firstFailure(result) ?? result.tests[0];
  return {
    success: result.verdict === 'Accepted',
    output: shownTest?.stdout ?? '',
    error: errorText(result, samples),
    verdict: result.verdict,
    testResults: toTestResults(result, samples, true),
  };
}

/** Run with custom input: no expected output; success = it compiled and ran without error. */
export function runResponseForCustomInput(result: JudgeResult, input: string): RunResponse {
  const test = result.tests[0];
  return {
    success: result.verdict === 'Accepted',
    output: test?.stdout ?? '',
    error: errorText(result, [{ input, output: '' }]),
    verdict: result.verdict,
    testResults: test
      ? [
          {
            index: 0,
            verdict: test.verdict,
            timeMs: test.cpuMs,
            memoryKb: test.memoryKb,
            input,
            actual: test.stdout,
            ...(test.message ? { message: test.message } : {}),
          },
        ]
      : [],
  };
}
