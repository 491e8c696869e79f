import { describe, expect, it } from 'vitest';
import { judgementSchema } from '@codecourt/contracts';
import type { JudgeResult, JudgeTestResult } from '@codecourt/contracts';
import { judgementFromResult } from '../judgement-from-result.js';

function ran(index: number, verdict: JudgeTestResult['verdict'], extra: Partial<JudgeTestResult> = {}) {
  return {
    index,
    verdict,
    cpuMs: 12.4,
    wallMs: 20,
    memoryKb: 900.6,
    exitCode: 0,
    signal: null,
    stdout: `out ${String(index)}\n`,
    stdoutTruncated: false,
    stderr: `err ${String(index)}\n`,
    stderrTruncated: false,
    ...extra,
  } satisfies JudgeTestResult;
}

function result(tests: JudgeTestResult[]): JudgeResult {
  const failed = tests.find((test) => test.verdict !== 'Accepted');
  return {
    verdict: failed?.verdict ?? 'Accepted',
    compile: { required: false, cached: false, ok: true, output: '', cpuMs: 0, wallMs: 0 },
    tests,
    testsPassed: tests.filter((test) => test.verdict === 'Accepted').length,
    totalTests: 3,
    runtimeMs: 12.4,
    memoryKb: 900.6,
    driver: 'process',
  };
}

const request = {
  tests: [
    { input: 'sample in', expected: 'sample ans', visible: true },
    { input: 'hidden in', expected: 'hidden ans', visible: false },
    { input: 'unflagged in', expected: 'unflagged ans' },
  ],
};

describe('judgement from an engine result', () => {
  it('when the interactor or validator crashes on a visible test, then only the verdict is shown, never its detail', () => {
    const crashed = ran(0, 'Internal Error', {
      message: 'The interactor failed (RE, exit code 1): secret is sample ans',
      stderr: 'Traceback: sample ans\n',
    });
    const judgement = judgementSchema.parse(judgementFromResult(request, result([crashed])));
    const noTests = judgementSchema.parse(
      judgementFromResult(request, {
        ...result([]),
        verdict: 'Internal Error',
        message: 'The interactor failed: x.cpp:1: error',
      }),
    );

    expect(judgement.error).toBe('Internal Error on test 1');
    expect(judgement.tests[0]).not.toHaveProperty('message');
    expect(noTests.error).toBe('Internal Error');
  });

  it('when a visible test ran, then it carries input, expected, actual and its message', () => {
    const judgement = judgementFromResult(
      request,
      result([ran(0, 'Wrong Answer', { message: 'Wrong answer: expected 3' })]),
    );

    expect(judgementSchema.parse(judgement).tests).toEqual([
      {
        index: 0,
        visible: true,
        verdict: 'Wrong Answer',
        timeMs: 12.4,
        memoryKb: 900.6,
        input: 'sample in',
        expected: 'sample ans',
        actual: 'out 0\n',
        message: 'Wrong answer: expected 3',
      },
    ]);
    expect(judgement).toMatchObject({ status: 'done', runtime: 12, memory: 901 });
    expect(judgement.error).toBe('Wrong Answer on test 1: Wrong answer: expected 3\nerr 0');
  });

  it('when a hidden test fails with a checker message, then neither the test nor the message nor stderr is shown', () => {
    const judgement = judgementFromResult(
      request,
      result([ran(0, 'Accepted'), ran(1, 'Wrong Answer', { message: 'Wrong answer: expected hidden ans' })]),
    );

    expect(judgement.tests[1]).toEqual({ index: 1, visible: false, verdict: 'Wrong Answer' });
    expect(judgement.error).toBe('Wrong Answer on test 2');
    expect(JSON.stringify(judgement)).not.toMatch(/hidden (in|ans)|err 1/);
  });

  it.each([
    ['a runtime error', 'Runtime Error', 'Exited with code 42'],
    ['a signal', 'Runtime Error', 'Killed by signal 11 (SIGSEGV)'],
    ['a limit', 'Memory Limit Exceeded', 'Memory limit exceeded'],
  ] as const)(
    'when a hidden test ends in %s, then only its verdict is shown: no exit code, signal, time or memory',
    (_, verdict, message) => {
      const judgement = judgementFromResult(
        request,
        result([
          ran(0, 'Accepted', { cpuMs: 3, memoryKb: 100 }),
          ran(1, verdict, { message, exitCode: 42, cpuMs: 777, memoryKb: 65_536 }),
        ]),
      );

      expect(judgement.tests[1]).toEqual({ index: 1, visible: false, verdict });
      expect(judgement.error).toBe(`${verdict} on test 2`);
      expect(JSON.stringify(judgement.tests)).not.toMatch(/42|SIGSEGV|777|65536/);
      // The figures are the visible test's: the hidden one's 777 ms and 64 MB are nowhere.
      expect(judgement).toMatchObject({ runtime: 3, memory: 100 });
    },
  );

  it('when a submission with hidden tests is Accepted, then runtime and memory are every test’s maximum rounded up to the shown steps', () => {
    const judgement = judgementFromResult(
      request,
      result([
        ran(0, 'Accepted', { cpuMs: 3, memoryKb: 100 }),
        ran(1, 'Accepted', { cpuMs: 777.2, memoryKb: 65_537 }),
      ]),
    );

    expect(judgement).toMatchObject({ runtime: 780, memory: 65 * 1024 });
  });

  it('when every test that ran is visible, then runtime and memory are exact', () => {
    const judgement = judgementFromResult(
      { tests: [{ input: 'x', visible: true }] },
      result([ran(0, 'Accepted', { cpuMs: 777.2, memoryKb: 65_537 })]),
    );

    expect(judgement).toMatchObject({ runtime: 777, memory: 65_537 });
  });

  it('when only hidden tests ran and one failed, then runtime and memory are null', () => {
    const judgement = judgementFromResult(
      { tests: [{ input: 'x', visible: false }] },
      result([ran(0, 'Wrong Answer', { cpuMs: 777.2, memoryKb: 65_537 })]),
    );

    expect(judgement).toMatchObject({ runtime: null, memory: null });
  });

  it('when a test carries no visible flag, then it is hidden', () => {
    const judgement = judgementFromResult(
      request,
      result([ran(0, 'Accepted'), ran(1, 'Accepted'), ran(2, 'Accepted')]),
    );

    expect(judgement.tests.map((test) => test.visible)).toEqual([true, false, false]);
    expect(judgement.tests[2]?.input).toBeUndefined();
    expect(judgement.error).toBeNull();
  });

  it('when the code does not compile, then no test ran, runtime and memory are null and the error is the compiler’s', () => {
    const judgement = judgementFromResult(request, {
      ...result([]),
      verdict: 'Compilation Error',
      compile: { required: true, cached: false, ok: false, output: 'main.cpp:1: error', cpuMs: 5, wallMs: 6 },
    });

    expect(judgement).toMatchObject({
      verdict: 'Compilation Error',
      runtime: null,
      memory: null,
      error: 'main.cpp:1: error',
      compileOutput: 'main.cpp:1: error',
      tests: [],
    });
  });
});
