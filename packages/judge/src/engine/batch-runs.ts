// Batch runs: where a language can (Java), one process runs several tests one after another, so a
// submission pays one JVM start instead of one per test. What a batch says is trusted only where it
// cannot differ from running the test alone:
// - the batch gets exactly one test's limits, so every test in it stayed within them;
// - only tests the runner reports "ok" (main returned or exit 0, no exception, own descriptors untouched)
//   count, and the last one only if the runner itself ended the stream (a program could forge frames,
//   never the runner's own end after them);
// - visible and hidden tests never share a batch, so nothing of a hidden test can reach shown output.
// Every other test runs alone, as always; after a batch that broke off, the rest of the submission does too.
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { ResolvedJudgeRequest } from '@codecourt/contracts';
import type { Language, RunResources } from '@codecourt/languages';
import type { RunReport, SandboxSession } from '../sandbox/types.js';
import { encodeBatchInput, parseBatchOutput } from './batch-frames.js';
import type { BatchTestOutput } from './batch-frames.js';
import { runSpec } from './run-spec.js';

/** Inputs one batch carries at most (the runner gets them all at once on stdin). */
const BATCH_INPUT_BYTES = 16 * 1024 * 1024;
const BATCH_MAX_TESTS = 256;
/** What the tests of one batch may keep of stderr together. */
const BATCH_STDERR_BYTES = 4 * JUDGE_LIMITS.stderrBytes;
/** Frame headers and result lines on top of the tests' own output. */
const FRAMING_BYTES = 1024 * 1024;

export type BatchRuns = {
  /** The test's report from a batch, or undefined when the test must run alone. */
  report(index: number): Promise<RunReport | undefined>;
  /** Whether a batch already ran the test (its report only waits to be checked). */
  ran(index: number): boolean;
};

type Context = {
  session: SandboxSession;
  language: Language;
  sourceFile: string;
  prebuilt: string | undefined;
  request: ResolvedJudgeRequest;
  resources: RunResources;
  env: Readonly<Record<string, string>>;
};

/** Undefined when the language has no batch command here, or there is nothing to share a process. */
export function createBatchRuns(context: Context): BatchRuns | undefined {
  const { language, prebuilt, request } = context;
  if (!language.batch || prebuilt === undefined || request.tests.length < 2) return undefined;
  const batch = language.batch;
  const reports = new Map<number, RunReport>();
  /** The first test no batch has tried yet. */
  let frontier = 0;
  let stopped = false;

  const group = (start: number): number[] => {
    const visible = request.tests[start]?.visible;
    const indexes: number[] = [];
    let bytes = 0;
    for (let i = start; i < request.tests.length && indexes.length < BATCH_MAX_TESTS; i += 1) {
      const test = request.tests[i];
      if (test === undefined || test.visible !== visible) break;
      bytes += Buffer.byteLength(test.input);
      if (bytes > BATCH_INPUT_BYTES && indexes.length > 0) break;
      indexes.push(i);
    }
    return indexes;
  };

  const runBatch = async (indexes: number[]): Promise<void> => {
    const first = indexes[0] ?? 0;
    const { outputBytes, memoryKb } = request.limits;
    const argv = batch({
      sourceFile: context.sourceFile,
      memoryKb,
      prebuilt,
      outputBytes,
      stderrBytes: JUDGE_LIMITS.stderrBytes,
      stderrBudget: BATCH_STDERR_BYTES,
    });
    const stdin = encodeBatchInput(
      indexes.map((index) => ({ index, input: request.tests[index]?.input ?? '' })),
    );
    const report = await context.session.run(
      runSpec({
        argv,
        env: context.env,
        stdin,
        resources: context.resources,
        outputBytes: outputBytes + BATCH_STDERR_BYTES + FRAMING_BYTES,
      }),
    );
    const parsed = parseBatchOutput(report.stdout, first);
    const cleanEnd = parsed.ended && report.status === 'OK' && report.exitCode === 0;
    const told = cleanEnd ? parsed.tests : parsed.tests.slice(0, -1);
    let trusted = 0;
    for (const test of told) {
      if (!test.ok) break;
      reports.set(test.index, fromBatch(test, report));
      trusted += 1;
    }
    // A clean end vouched for every test it told of (a failing one ends it uncleanly); otherwise the
    // first test it did not vouch for runs alone, and so does the rest of the submission. So does it
    // after a batch that stopped early at its first test: a program whose threads outlive every test
    // would otherwise pay a batch per test.
    frontier = cleanEnd ? first + trusted : first + trusted + 1;
    if (!cleanEnd || trusted < 2) stopped = true;
  };

  return {
    report: async (index) => {
      if (!reports.has(index) && !stopped && index >= frontier) {
        const indexes = group(index);
        if (indexes.length >= 2) await runBatch(indexes);
      }
      const report = reports.get(index);
      reports.delete(index);
      return report;
    },
    ran: (index) => reports.has(index),
  };
}

/** A test's report as if it had run alone: its own output and time, the batch's (higher) peak memory. */
function fromBatch(test: BatchTestOutput, batch: RunReport): RunReport {
  return {
    status: 'OK',
    cpuMs: Math.min(test.cpuMs, batch.cpuMs),
    wallMs: Math.min(test.wallMs, batch.wallMs),
    memoryKb: batch.memoryKb,
    exitCode: 0,
    signal: null,
    outputBytes: test.stdout.length,
    stderrTotalBytes: test.stderrTotalBytes,
    stdout: test.stdout,
    stderr: test.stderr,
    killedBy: null,
  };
}
