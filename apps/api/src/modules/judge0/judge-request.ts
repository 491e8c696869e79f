import { JUDGE0_LANGUAGES, judgeJobIdOf } from '@codecourt/contracts';
import type { JudgeRequest, JudgeResult } from '@codecourt/contracts';
import type { Judge0SubmissionRow } from '../../db/schema/index.js';
import type { Judge0Finish } from './repository.js';
import { statusOfResult } from './status-of-result.js';

/** The key `wait=true` waits on: the judge job's id. */
export const judge0JobId = (judge0Token: string) => judgeJobIdOf({ kind: 'judge0', judge0Token });

/**
 * A single run on the submission's stdin, checked against its expected output by Judge0's rule (none:
 * a clean exit is Accepted), with the exact output bytes kept for base64 answers.
 */
export function judgeRequestOf(row: Judge0SubmissionRow): JudgeRequest {
  const language = JUDGE0_LANGUAGES.find((l) => l.id === row.languageId);
  if (!language) throw new Error(`no language has Judge0 id ${String(row.languageId)}`);
  return {
    language: language.language,
    source: row.sourceCode,
    tests: [
      {
        input: row.stdin ?? '',
        ...(row.expectedOutput === null ? {} : { expected: row.expectedOutput }),
        visible: true,
      },
    ],
    limits: { timeMs: row.cpuTimeLimitMs, memoryKb: row.memoryLimitKb, wallMs: row.wallTimeLimitMs },
    checker: { kind: 'trimmed-lines' },
    rawOutput: true,
  };
}

const orNull = (text: string | undefined) => (text ? text : null);

export function finishOf(result: JudgeResult): Judge0Finish {
  const test = result.tests[0];
  const outcome = statusOfResult(result);
  return {
    statusId: outcome.statusId,
    message: outcome.message,
    exitCode: outcome.exitCode,
    exitSignal: outcome.exitSignal,
    stdoutBase64: orNull(test?.stdoutBase64),
    stderrBase64: orNull(test?.stderrBase64),
    compileOutput: orNull(result.compile.output),
    timeMs: test ? test.cpuMs : null,
    wallTimeMs: test ? test.wallMs : null,
    memoryKb: test ? test.memoryKb : null,
  };
}

/** The judge gave up (retries exhausted): Judge0's Internal Error. */
export function internalErrorFinish(reason: string): Judge0Finish {
  return {
    statusId: 13,
    message: reason,
    exitCode: null,
    exitSignal: null,
    stdoutBase64: null,
    stderrBase64: null,
    compileOutput: null,
    timeMs: null,
    wallTimeMs: null,
    memoryKb: null,
  };
}
