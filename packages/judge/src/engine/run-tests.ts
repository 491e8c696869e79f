// Runs every test against the prepared program, checks outputs, stops at the first failure when asked.
import { JUDGE_LIMITS, MESSAGES } from '@codecourt/contracts';
import type { JudgeTestResult, ResolvedJudgeRequest } from '@codecourt/contracts';
import type { CheckOutcome, OutputChecker } from '../checkers/types.js';
import type { Language } from '@codecourt/languages';
import type { RunReport, SandboxSession } from '../sandbox/types.js';
import { displayText } from '../output/display-text.js';
import { createBatchRuns } from './batch-runs.js';
import { programEnv, runSpec } from './run-spec.js';
import { runVerdict } from './verdict.js';
import type { RunVerdict } from './verdict.js';
import type { Interactor } from './interactor.js';
import { piped } from '../sandbox/pipes.js';
import { spreadTests } from './spread-tests.js';
import { starvedByTheMachine } from './starved-by-the-machine.js';
import type { SpreadOptions } from './spread-tests.js';
import type { JudgeSlot } from './places.js';

function shown(data: Buffer): { text: string; truncated: boolean } {
  const truncated = data.length > JUDGE_LIMITS.shownOutputBytes;
  return { text: displayText(data.subarray(0, JUDGE_LIMITS.shownOutputBytes)), truncated };
}

function testResult(
  index: number,
  report: RunReport,
  rawOutput: boolean,
  verdict: JudgeTestResult['verdict'],
  message?: string,
): JudgeTestResult {
  const stdout = shown(report.stdout);
  const stderr = shown(report.stderr);
  const raw = (data: Buffer) => data.subarray(0, JUDGE_LIMITS.shownOutputBytes).toString('base64');
  return {
    index,
    verdict,
    cpuMs: report.cpuMs,
    wallMs: report.wallMs,
    memoryKb: report.memoryKb,
    exitCode: report.exitCode,
    signal: report.signal,
    stdout: stdout.text,
    stdoutTruncated: stdout.truncated || report.outputBytes > report.stdout.length,
    stderr: stderr.text,
    stderrTruncated: stderr.truncated || report.stderrTotalBytes > report.stderr.length,
    ...(rawOutput ? { stdoutBase64: raw(report.stdout), stderrBase64: raw(report.stderr) } : {}),
    ...(message === undefined ? {} : { message }),
  };
}

/** One run of the program on a test (one pass of a multi-pass test) and what decided it. */
type Pass = { report: RunReport; outcome: CheckOutcome | RunVerdict | null };

export async function runTests(options: {
  session: SandboxSession;
  language: Language;
  sourceFile: string;
  prebuilt: string | undefined;
  request: ResolvedJudgeRequest;
  checker: OutputChecker;
  /** Interactive problems: the interactor every run talks to (the checker is then unused). */
  interactor?: Interactor | undefined;
  /** Told about each test as soon as it is checked (live progress); the result is unchanged by it. */
  onTest?: (result: JudgeTestResult) => void;
  /** Where each test takes its place (a test a batch already ran needs none). */
  slot: JudgeSlot;
  /**
   * Idle places to spread further tests over, each in a session of its own (spread-tests.ts). Not for a
   * batch (one piece already) nor an interactor (its pipes are the session's).
   */
  spread?: Pick<SpreadOptions, 'spare' | 'openSession'> | undefined;
}): Promise<JudgeTestResult[]> {
  const { session, language, request, checker, interactor } = options;
  const { wallMs, ...limits } = request.limits;
  const run = language.run({ sourceFile: options.sourceFile, prebuilt: options.prebuilt, ...limits });
  const { argv } = run;
  const resources = wallMs === undefined ? run.resources : { ...run.resources, wallMs };
  const env = programEnv(session, language);
  const passes = request.validationPasses ?? 1;
  const results: JudgeTestResult[] = [];
  // A batch runs each test once on its own input: not for passes or interactors.
  const batches = passes > 1 || interactor ? undefined : createBatchRuns({ ...options, resources, env });
  const runAlone = (on: SandboxSession, stdin: string | Buffer, programArgv: readonly string[] = argv) =>
    on.run(
      runSpec({
        argv: programArgv,
        // HOME and a language's paths name the session's own box.
        env: on === session ? env : programEnv(on, language),
        stdin,
        resources,
        outputBytes: request.limits.outputBytes,
      }),
    );

  const onePass = async (
    on: SandboxSession,
    index: number,
    test: ResolvedJudgeRequest['tests'][number],
    input: string | Buffer,
    pass: number,
  ): Promise<Pass> => {
    const { expected, validatorArgs, checkerFlags } = test;
    if (interactor) {
      const pipesPath = session.pipesPath;
      if (pipesPath === undefined) throw new Error("the program's sandbox has no pipes");
      return interactor.exchange({
        index,
        input,
        answer: expected ?? '',
        pass,
        wallMs: resources.wallMs,
        runProgram: () => runAlone(session, '', piped(argv, pipesPath, 'program')),
        programVerdict: (report) => runVerdict(report, language),
        ...(validatorArgs ? { args: validatorArgs } : {}),
      });
    }
    const report = (pass === 1 ? await batches?.report(index) : undefined) ?? (await runAlone(on, input));
    const failed = runVerdict(report, language);
    if (failed || expected === undefined) return { report, outcome: failed };
    const outcome = await checker.check({
      input: input.toString(),
      expected,
      output: report.stdout,
      index,
      pass,
      ...(validatorArgs ? { args: validatorArgs } : {}),
      ...(checkerFlags ? { flags: checkerFlags } : {}),
    });
    return { report, outcome };
  };

  const judgeTest = async (
    index: number,
    test: ResolvedJudgeRequest['tests'][number],
    on: SandboxSession = session,
  ) => {
    let input: string | Buffer = test.input;
    let done: Pass | undefined;
    let pass = 1;
    for (; ; pass += 1) {
      done = await onePass(on, index, test, input, pass);
      // A batch trusts only tests that ended well, so a starved run always ran alone and runs alone again.
      if (starvedByTheMachine(done.report, resources.cpuMs))
        done = await onePass(on, index, test, input, pass);
      const next = done.outcome && 'nextPass' in done.outcome ? done.outcome.nextPass : undefined;
      if (done.outcome?.verdict !== 'Accepted' || next === undefined) break;
      // Kattis: a validator that asks for a pass beyond validation_passes is a judge error.
      if (pass >= passes) {
        done = {
          report: done.report,
          outcome: { verdict: 'Internal Error', message: MESSAGES.tooManyPasses },
        };
        break;
      }
      input = next;
    }
    const outcome = done.outcome ?? { verdict: 'Accepted' as const };
    const result = testResult(index, done.report, request.rawOutput, outcome.verdict, outcome.message);
    if ('score' in outcome && outcome.score !== undefined) result.score = outcome.score;
    if (passes > 1) result.passes = pass;
    return result;
  };

  const lastWanted = (result: JudgeTestResult) =>
    result.verdict !== 'Accepted' && request.mode === 'stop-on-first-failure' && !request.scoring;
  if (options.spread && !batches && !interactor && request.tests.length > 1) {
    const { tests } = request;
    return spreadTests({
      ...options.spread,
      count: tests.length,
      main: session,
      slot: options.slot,
      onTest: options.onTest,
      lastWanted,
      judge: (on, index) => {
        const test = tests[index];
        if (!test) throw new Error(`no test ${String(index)}`);
        return judgeTest(index, test, on);
      },
    });
  }
  for (const [index, test] of request.tests.entries()) {
    const result = batches?.ran(index)
      ? await judgeTest(index, test)
      : await options.slot(() => judgeTest(index, test));
    results.push(result);
    options.onTest?.(result);
    // Scoring problems score every test, whatever the mode.
    if (lastWanted(result)) break;
  }
  return results;
}
