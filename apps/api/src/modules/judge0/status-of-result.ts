import type { Judge0StatusId, JudgeResult } from '@codecourt/contracts';

/** What a finished judging becomes on a Judge0 submission row. */
export type Judge0Outcome = {
  statusId: Judge0StatusId;
  message: string | null;
  exitCode: number | null;
  exitSignal: number | null;
};

/** Signals Judge0 names in its runtime-error statuses; any other signal is "Runtime Error (Other)". */
const STATUS_BY_SIGNAL = new Map<number, Judge0StatusId>([
  [11, 7], // SIGSEGV
  [25, 8], // SIGXFSZ
  [8, 9], // SIGFPE
  [6, 10], // SIGABRT
]);

/**
 * Judge0's status rules over the engine's verdicts: a signal picks the runtime-error status by its
 * number, a non-zero exit is NZEC, an output cut at its limit is SIGXFSZ (Judge0's file-size limit), a
 * memory limit is "Other" (Judge0's sandbox kills such a program), the engine's own fault is Internal Error.
 */
export function statusOfResult(result: JudgeResult): Judge0Outcome {
  const test = result.tests[0];
  const base = {
    message: result.message ?? null,
    exitCode: test?.exitCode ?? null,
    exitSignal: test?.signal ?? null,
  };
  switch (result.verdict) {
    case 'Accepted':
      return { ...base, message: null, statusId: 3 };
    case 'Wrong Answer':
      return { ...base, message: null, statusId: 4 };
    case 'Time Limit Exceeded':
      return { ...base, message: 'Time limit exceeded', statusId: 5 };
    case 'Compilation Error':
      // The compiler's words are the compile_output; Judge0 leaves the message empty.
      return { ...base, message: null, statusId: 6 };
    case 'Output Limit Exceeded':
      return { ...base, statusId: 8 };
    case 'Memory Limit Exceeded':
      return { ...base, statusId: 12 };
    case 'Runtime Error':
      if (base.exitSignal !== null) {
        const message = `Caught fatal signal ${String(base.exitSignal)}`;
        return { ...base, message, statusId: STATUS_BY_SIGNAL.get(base.exitSignal) ?? 12 };
      }
      return { ...base, message: `Exited with error status ${String(base.exitCode)}`, statusId: 11 };
    case 'Internal Error':
      return { ...base, statusId: 13 };
  }
}
