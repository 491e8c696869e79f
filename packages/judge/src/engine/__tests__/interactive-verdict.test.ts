import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../sandbox/types.js';
import type { CheckOutcome } from '../../checkers/types.js';
import { interactiveVerdict } from '../interactor.js';
import type { RunVerdict } from '../verdict.js';

function report(signal: number | null = null): RunReport {
  return {
    status: signal === null ? 'OK' : 'SG',
    cpuMs: 1,
    wallMs: 1,
    memoryKb: 1,
    exitCode: signal === null ? 0 : null,
    signal,
    outputBytes: 0,
    stderrTotalBytes: 0,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    killedBy: null,
  };
}

const WA: CheckOutcome = { verdict: 'Wrong Answer', message: 'too many guesses' };
const AC: CheckOutcome = { verdict: 'Accepted' };
const JE: CheckOutcome = { verdict: 'Internal Error', message: 'The interactor failed (RE, exit code 1)' };
const RE: RunVerdict = { verdict: 'Runtime Error', message: 'Exited with code 3' };
const PIPE: RunVerdict = { verdict: 'Runtime Error', message: 'Killed by signal 13 (SIGPIPE)' };
const TLE: RunVerdict = { verdict: 'Time Limit Exceeded', message: 'Wall-clock time limit exceeded' };

describe('interactiveVerdict (Kattis rules)', () => {
  it.each([
    // [what, verdict, program ended at, program failure, program signal, interactor ended at, interactor outcome]
    ['interactor rejects first, program then crashes', 'Wrong Answer', 2, RE, null, 1, WA],
    ['program dies of SIGPIPE, reply order inverted', 'Wrong Answer', 1, PIPE, 13, 2, WA],
    ['program crashes first, interactor then rejects', 'Runtime Error', 1, RE, null, 2, WA],
    ['program never answers and hits its wall limit', 'Time Limit Exceeded', 1, TLE, null, 2, WA],
    ['program over its limit while the interactor breaks', 'Time Limit Exceeded', 1, TLE, null, 2, JE],
    ['interactor crashes while the program ran fine', 'Internal Error', 2, null, null, 1, JE],
    ['interactor crashes after the program crashed', 'Internal Error', 1, RE, null, 2, JE],
    ['both end well', 'Accepted', 2, null, null, 1, AC],
    ['interactor accepts, program then crashes', 'Runtime Error', 2, RE, null, 1, AC],
  ] as const)('when the %s, then %s', (_what, verdict, programAt, failed, signal, interactorAt, outcome) => {
    const result = interactiveVerdict(
      { report: report(signal), at: programAt, failed },
      { report: report(), at: interactorAt, outcome },
    );
    expect(result.verdict).toBe(verdict);
  });

  it.each([
    // [what, verdict, program failure, program's report came at, interactor's at, program still running]
    ['program crashed first though its report came last', 'Runtime Error', RE, 2, 1, false],
    ['interactor rejected first though its report came last', 'Wrong Answer', RE, 1, 2, true],
  ] as const)(
    'when the %s, then the program’s pipes decide: %s',
    (_what, verdict, failed, programAt, interactorAt, programStillRunning) => {
      const result = interactiveVerdict(
        { report: report(), at: programAt, failed },
        { report: report(), at: interactorAt, outcome: WA, programStillRunning },
      );
      expect(result.verdict).toBe(verdict);
    },
  );
});
