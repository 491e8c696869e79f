import { describe, expect, it } from 'vitest';
import { JUDGE_QUEUE, judgeJobDataSchema, shouldRetryJudgeResult } from '../index.js';
import type { JudgeResult } from '../index.js';

function result(verdict: JudgeResult['verdict']): JudgeResult {
  return {
    verdict,
    compile: { required: false, cached: false, ok: true, output: '', cpuMs: 0, wallMs: 0 },
    tests: [],
    testsPassed: 0,
    totalTests: 1,
    runtimeMs: 0,
    memoryKb: 0,
    driver: 'process',
  };
}

describe('judge queue job data', () => {
  it('when a producer leaves out the defaults, then the worker reads a complete request', () => {
    const data = judgeJobDataSchema.parse({
      submissionId: '0b8f3c3e-2f7d-4a59-9d0e-7f1f5b1f9a10',
      request: { language: 'python', source: 'print(1)', tests: [{ input: '', expected: '1' }] },
    });
    expect(data.kind).toBe('submit');
    expect(data.request.mode).toBe('stop-on-first-failure');
    expect(data.request.checker).toEqual({ kind: 'default', flags: {} });
  });

  it('when a test leaves out visible, then it travels as hidden; a visible one keeps its flag', () => {
    const data = judgeJobDataSchema.parse({
      submissionId: '0b8f3c3e-2f7d-4a59-9d0e-7f1f5b1f9a10',
      request: {
        language: 'python',
        source: 'print(1)',
        tests: [{ input: '', expected: '1', visible: true }, { input: '2' }],
      },
    });
    expect(data.request.tests.map((test) => test.visible)).toEqual([true, false]);
  });
});

describe('judge queue retry rule', () => {
  it('when an Internal Error has attempts left, then it is retried, and on the last attempt it is kept', () => {
    expect(shouldRetryJudgeResult(result('Internal Error'), 0, JUDGE_QUEUE.attempts)).toBe(true);
    expect(
      shouldRetryJudgeResult(result('Internal Error'), JUDGE_QUEUE.attempts - 1, JUDGE_QUEUE.attempts),
    ).toBe(false);
    expect(shouldRetryJudgeResult(result('Wrong Answer'), 0, JUDGE_QUEUE.attempts)).toBe(false);
  });
});
