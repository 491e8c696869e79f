import { SUBMISSION_MESSAGES } from '@codecourt/contracts';
import type { JudgeResult } from '@codecourt/contracts';
import { errorText, toTestResults } from './judged-tests.js';
import type { ShownTest } from './judged-tests.js';
import type { SubmissionVerdict } from './repository.js';

/** What a judged submission stores: verdict, per-test results, the figures the stats will need. */
export function verdictFromResult(result: JudgeResult, samples: readonly ShownTest[]): SubmissionVerdict {
  return {
    verdict: result.verdict,
    testResults: toTestResults(result, samples, false),
    testCasesPassed: result.testsPassed,
    totalTestCases: result.totalTests,
    runtimeMs: Math.round(result.runtimeMs),
    memoryKb: Math.round(result.memoryKb),
    compileOutput: result.compile.output || null,
    error: errorText(result, samples),
  };
}

/** The judge gave up on a submission: it still ends with a stored verdict. */
export function internalErrorVerdict(totalTestCases: number): SubmissionVerdict {
  return {
    verdict: 'Internal Error',
    testResults: [],
    testCasesPassed: 0,
    totalTestCases,
    runtimeMs: null,
    memoryKb: null,
    compileOutput: null,
    error: SUBMISSION_MESSAGES.judgeUnavailable,
  };
}
