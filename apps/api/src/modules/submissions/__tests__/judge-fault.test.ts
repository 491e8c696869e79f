import { describe, expect, it } from 'vitest';
import { JUDGE_FAULT_DETAIL_CHARS } from '@codecourt/contracts';
import type { JudgeResult, JudgeTestResult } from '@codecourt/contracts';
import { judgeFaultOf } from '../judge-fault.js';

function ran(index: number, verdict: JudgeTestResult['verdict'], message?: string): JudgeTestResult {
  return {
    index,
    verdict,
    cpuMs: 1,
    wallMs: 2,
    memoryKb: 100,
    exitCode: 0,
    signal: null,
    stdout: '',
    stdoutTruncated: false,
    stderr: '',
    stderrTruncated: false,
    ...(message === undefined ? {} : { message }),
  };
}

function result(verdict: JudgeResult['verdict'], tests: JudgeTestResult[], message?: string): JudgeResult {
  return {
    verdict,
    compile: { required: false, cached: false, ok: true, output: '', cpuMs: 0, wallMs: 0 },
    tests,
    testsPassed: tests.filter((t) => t.verdict === 'Accepted').length,
    totalTests: tests.length,
    runtimeMs: 1,
    memoryKb: 100,
    driver: 'process',
    ...(message === undefined ? {} : { message }),
  };
}

describe('the judge fault kept for admins', () => {
  it('when a validator crashed on a test, then its 1-based number and message are kept, cut to the limit', () => {
    const long = `output validator (RE, exit code 3) ${'x'.repeat(JUDGE_FAULT_DETAIL_CHARS)}`;

    const fault = judgeFaultOf(
      result('Internal Error', [ran(0, 'Accepted'), ran(1, 'Internal Error', long)]),
    );

    expect(fault?.testNumber).toBe(2);
    expect(fault?.detail).toBe(long.slice(0, JUDGE_FAULT_DETAIL_CHARS));
  });

  it('when the fault was on no test (say, the validator did not compile), then the result message is kept without a test', () => {
    expect(judgeFaultOf(result('Internal Error', [], 'validator: compile failed'))).toEqual({
      testNumber: null,
      detail: 'validator: compile failed',
    });
  });

  it('when the verdict is not Internal Error, or nothing was said, then there is no fault', () => {
    expect(judgeFaultOf(result('Wrong Answer', [ran(0, 'Wrong Answer', 'expected 3')]))).toBeNull();
    expect(judgeFaultOf(result('Internal Error', [ran(0, 'Internal Error')]))).toBeNull();
  });
});
