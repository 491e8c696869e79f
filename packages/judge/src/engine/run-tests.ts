// Runs every test against the prepared program, checks outputs, stops at the first failure when asked.
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { JudgeTestResult, ResolvedJudgeRequest } from '@codecourt/contracts';
import type { OutputChecker } from '../checkers/types.js';
import type { Language } from '@codecourt/languages';
import type { RunReport, SandboxSession } from '../sandbox/types.js';
import { displayText } from '../output/display-text.js';
import { createBatchRuns } from './batch-runs.js';
import { programEnv, runSpec } from './run-spec.js';
import { runVerdict } from './verdict.js';

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

export async function runTests(options: {
  session: SandboxSession;
  language: Language;
  sourceFile: string;
  prebuilt: string | undefined;
  request: ResolvedJudgeRequest;
  checker: OutputChecker;
  /** Told about each test as soon as it is checked (live progress); the result is unchanged by it. */
  onTest?: (result: JudgeTestResult) => void;
}): Promise<JudgeTestResult[]> {
  const { session, language, request, checker } = options;
  const { wallMs, ...limits } = request.limits;
  const run = language.run({ sourceFile: options.sourceFile, prebuilt: options.prebuilt, ...limits });
  const { argv } = run;
  const resources = wallMs === undefined ? run.resources : { ...run.resources, wallMs };
  const env = programEnv(session, language);
  const results: JudgeTestResult[] = [];
  const batches = createBatchRuns({ ...options, resources, env });
  for (const [index, test] of request.tests.entries()) {
    const report =
      (await batches?.report(index)) ??
      (await session.run(
        runSpec({ argv, env, stdin: test.input, resources, outputBytes: request.limits.outputBytes }),
      ));
    const failed = runVerdict(report, language);
    let result: JudgeTestResult;
    if (failed) {
      result = testResult(index, report, request.rawOutput, failed.verdict, failed.message);
    } else if (test.expected === undefined) {
      result = testResult(index, report, request.rawOutput, 'Accepted');
    } else {
      const check = await checker.check({
        input: test.input,
        expected: test.expected,
        output: report.stdout,
        index,
      });
      result = testResult(index, report, request.rawOutput, check.verdict, check.message);
      if (check.score !== undefined) result.score = check.score;
    }
    results.push(result);
    options.onTest?.(result);
    // Scoring problems score every test, whatever the mode.
    if (result.verdict !== 'Accepted' && request.mode === 'stop-on-first-failure' && !request.scoring) break;
  }
  return results;
}
