// `--verdicts bench`: the bench stores each submission's verdict itself, through the product's own outcome
// recorder (modules/submissions/outcome-recorder.ts), the one an API instance runs when a judge worker
// reports a result: storeJudgement and its effects (the contest cell, whose change NOTIFY every instance's
// board hears) in one transaction. The boards cannot tell these verdicts from a worker's; only the judging
// itself, and its CPU on the same cores, is left out.
import { setTimeout as sleep } from 'node:timers/promises';
import type { JudgeRequest, JudgeResult, JudgeTestResult } from '../../packages/contracts/src/index.js';
import type { Database } from '../../apps/api/src/db/client.js';
import { createVerdictWaiters } from '../../apps/api/src/modules/judge-gateway/verdict-waiters.js';
import { createLogger } from '../../apps/api/src/lib/logger.js';
import { createOutcomeRecorder } from '../../apps/api/src/modules/submissions/outcome-recorder.js';
import { createSubmissionRepository } from '../../apps/api/src/modules/submissions/repository.js';
import { BENCH_TESTS } from './bench-problem.js';

const testResult = (index: number, verdict: JudgeTestResult['verdict']): JudgeTestResult => ({
  index,
  verdict,
  cpuMs: 1,
  wallMs: 2,
  memoryKb: 1_024,
  exitCode: 0,
  signal: null,
  stdout: '',
  stdoutTruncated: false,
  stderr: '',
  stderrTruncated: false,
});

/** What a worker reports for the bench problem: all 20 tests accepted, or the first one wrong. */
function resultOf(accepted: boolean): JudgeResult {
  const tests = accepted
    ? Array.from({ length: BENCH_TESTS }, (_, i) => testResult(i, 'Accepted'))
    : [testResult(0, 'Wrong Answer')];
  return {
    verdict: accepted ? 'Accepted' : 'Wrong Answer',
    compile: { required: true, cached: true, ok: true, output: '', cpuMs: 0, wallMs: 0 },
    tests,
    testsPassed: accepted ? BENCH_TESTS : 0,
    totalTests: BENCH_TESTS,
    runtimeMs: 1,
    memoryKb: 1_024,
    driver: 'bwrap',
  };
}

/** Stores a submission's verdict as an API instance does on a worker's result (started, then finished). */
export function createBenchVerdicts(db: Database) {
  const submissions = createSubmissionRepository(db);
  const recorder = createOutcomeRecorder({
    submissions,
    waiters: createVerdictWaiters(),
    // Warnings only, to stderr: stdout carries the figures.
    logger: createLogger('warn', process.stderr),
  });
  return async (submissionId: string, source: string, accepted: boolean): Promise<void> => {
    // The request the submission was judged with: the bench problem's tests, its two samples visible.
    const request: JudgeRequest = {
      language: 'cpp',
      source,
      tests: Array.from({ length: BENCH_TESTS }, (_, i) => ({ input: '', visible: i < 2 })),
    };
    // A busy machine can time a pool connection out; a worker's result would be heard again (every instance
    // hears it), so a write is tried again, at most three times in all.
    for (let attempt = 1; ; attempt++) {
      try {
        await recorder.started(submissionId);
        await recorder.finished(submissionId, request, resultOf(accepted));
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await sleep(500);
      }
    }
  };
}
