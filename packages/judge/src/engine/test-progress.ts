import type { JudgeRequest, JudgeTestProgress, JudgeTestResult } from '@codecourt/contracts';

/** One finished test as live judging reports it; `visible` is the request's own flag for that test. */
export function testProgressOf(
  request: Pick<JudgeRequest, 'tests'>,
  test: JudgeTestResult,
): JudgeTestProgress {
  return {
    index: test.index,
    visible: request.tests[test.index]?.visible === true,
    verdict: test.verdict,
    cpuMs: test.cpuMs,
    memoryKb: test.memoryKb,
  };
}
