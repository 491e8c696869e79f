import { MESSAGES, SHOWN_FIGURES_QUANTUM } from '@codecourt/contracts';
import { toUserMessage } from '@codecourt/problem-package';
import type { JudgeRequest, JudgeResult, JudgeTestResult, JudgedTest, Judgement } from '@codecourt/contracts';

/**
 * The request a result answers: its tests say which ones the user may see; with `userCode`, the source
 * was the user's code inside a harness, and messages are rewritten to name the user's own lines.
 */
export type JudgedRequest = Pick<JudgeRequest, 'tests'> &
  Partial<Pick<JudgeRequest, 'language' | 'source' | 'userCode'>>;

/**
 * Compiler output, stderr and messages as the user reads them: line numbers of their own code, and no
 * runtime frames of Node's or of the harness.
 */
function userLines(request: JudgedRequest): (text: string) => string {
  const { language, source, userCode } = request;
  if (!language || source === undefined) return (text) => text;
  return (text) => toUserMessage(text, language, source, userCode);
}

type RequestTest = JudgedRequest['tests'][number];

function isVisible(asked: RequestTest | undefined): asked is RequestTest & { visible: true } {
  return asked?.visible === true;
}

/**
 * A hidden test shows its verdict and nothing else: no message (a checker's or validator's could quote
 * the test, and an exit code or signal is a channel a program controls), no time, no memory.
 */
function judgedTest(test: JudgeTestResult, asked: RequestTest | undefined): JudgedTest {
  if (!isVisible(asked)) return { index: test.index, visible: false, verdict: test.verdict };
  return {
    index: test.index,
    visible: true,
    verdict: test.verdict,
    timeMs: test.cpuMs,
    memoryKb: test.memoryKb,
    input: asked.input,
    ...(asked.expected !== undefined ? { expected: asked.expected } : {}),
    actual: test.stdout,
    // A judge fault's message is the validator's or interactor's own (it may print the answer): logged only.
    ...(test.message && test.verdict !== 'Internal Error' ? { message: test.message } : {}),
  };
}

/**
 * The error text a client shows: the compiler's message, or which test failed and why. Of a hidden
 * test only its number and verdict (its stderr could print the hidden input, its message an exit code),
 * and the same of a judge fault on any test.
 */
function errorText(result: JudgeResult, request: JudgedRequest): string | null {
  if (result.verdict === 'Accepted') return null;
  if (result.verdict === 'Compilation Error')
    return result.compile.output || result.message || result.verdict;
  const failed = result.tests.find((test) => test.verdict !== 'Accepted');
  if (!failed)
    return result.verdict === 'Internal Error' ? result.verdict : (result.message ?? result.verdict);
  // Of a judge fault (a crashed validator or interactor) only the verdict: its detail is for the logs.
  const visible = isVisible(request.tests[failed.index]) && failed.verdict !== 'Internal Error';
  const why = visible && failed.message ? `: ${failed.message}` : '';
  const stderr = visible && failed.stderr.trim() ? `\n${failed.stderr.trimEnd()}` : '';
  return `${failed.verdict} on test ${String(failed.index + 1)}${why}${stderr}`;
}

const maxOf = (values: readonly number[]) => Math.round(Math.max(0, ...values));
const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * The submission's `runtime` and `memory`: a hidden test's figures are a channel its program controls
 * (allocate `n mod 200` MB, then answer wrong), so they come from the visible tests only. An Accepted
 * submission shows every test's maximum, rounded up to SHOWN_FIGURES_QUANTUM; when every test that ran
 * is visible (Run), the figures are exact.
 */
function shownFigures(result: JudgeResult, request: JudgedRequest): Pick<Judgement, 'runtime' | 'memory'> {
  const visible = result.tests.filter((test) => isVisible(request.tests[test.index]));
  if (result.tests.length > 0 && visible.length === result.tests.length)
    return { runtime: maxOf(visible.map((t) => t.cpuMs)), memory: maxOf(visible.map((t) => t.memoryKb)) };
  if (result.verdict === 'Accepted' && result.tests.length > 0)
    return {
      runtime: roundUp(maxOf(result.tests.map((t) => t.cpuMs)), SHOWN_FIGURES_QUANTUM.runtimeMs),
      memory: roundUp(maxOf(result.tests.map((t) => t.memoryKb)), SHOWN_FIGURES_QUANTUM.memoryKb),
    };
  if (visible.length === 0) return { runtime: null, memory: null };
  return { runtime: maxOf(visible.map((t) => t.cpuMs)), memory: maxOf(visible.map((t) => t.memoryKb)) };
}

/**
 * The one mapper from the engine's result to what the API shows and stores. Which tests are visible was
 * decided when the request was built, so an edit of the problem after that changes nothing here.
 */
export function judgementFromResult(request: JudgedRequest, raw: JudgeResult): Judgement {
  const result = withUserLines(raw, userLines(request));
  return {
    status: 'done',
    verdict: result.verdict,
    testCasesPassed: result.testsPassed,
    totalTestCases: result.totalTests,
    ...shownFigures(result, request),
    error: errorText(result, request),
    compileOutput: result.compile.output || null,
    tests: result.tests.map((test) => judgedTest(test, request.tests[test.index])),
    // Scoring problems: the total and each group's result (no test data in them, so shown to everyone).
    ...(result.score === undefined ? {} : { score: result.score }),
    ...(result.groups === undefined ? {} : { groups: result.groups }),
  };
}

function withUserLines(result: JudgeResult, map: (text: string) => string): JudgeResult {
  return {
    ...result,
    ...(result.message === undefined ? {} : { message: map(result.message) }),
    compile: { ...result.compile, output: map(result.compile.output) },
    tests: result.tests.map((test) => ({
      ...test,
      stderr: map(test.stderr),
      ...(test.message === undefined ? {} : { message: map(test.message) }),
    })),
  };
}

/** The judge gave up on a submission (no result at all): it still ends with a stored verdict. */
export function internalErrorJudgement(totalTestCases: number): Judgement {
  return {
    status: 'done',
    verdict: 'Internal Error',
    testCasesPassed: 0,
    totalTestCases,
    runtime: null,
    memory: null,
    error: MESSAGES.judgeUnavailable,
    compileOutput: null,
    tests: [],
  };
}
