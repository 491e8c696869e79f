// Interactive problems (Kattis `type: interactive`): the interactor runs in a sandbox session of its
// own, so the answer file never sits where the program runs, and talks to the program through two
// FIFOs both sessions see (sandbox/pipes.ts). Who ended first decides between their verdicts.
import { MESSAGES } from '@codecourt/contracts';
import type { ProgramSource, ValidatorLimits } from '@codecourt/contracts';
import type { RunResources } from '@codecourt/languages';
import type { RunReport } from '../sandbox/types.js';
import { piped } from '../sandbox/pipes.js';
import { holdProgramPipes } from '../sandbox/program-pipes-hold.js';
import type { CheckOutcome } from '../checkers/types.js';
import { validatorOutcome } from './feedback-dir.js';
import { openJudgeSideProgram } from './judge-side-program.js';
import type { PrepareContext } from './prepare-program.js';
import { runSpec } from './run-spec.js';
import type { RunVerdict } from './verdict.js';

/** The interactor outlives the program's own wall limit, so a program that never answers ends first. */
const INTERACTOR_EXTRA_WALL_MS = 3_000;
/** SIGPIPE: the program wrote after the interactor had gone. */
const SIGPIPE = 13;

export type Exchange = {
  index: number;
  input: string | Buffer;
  answer: string;
  pass: number;
  /** Runs the program once with stdin and stdout on the FIFOs. */
  runProgram: () => Promise<RunReport>;
  /** The program's wall limit. */
  wallMs: number;
  /** The program's verdict from its own report (null when it ended normally). */
  programVerdict: (report: RunReport) => RunVerdict | null;
  /** The test's folder's output_validator_flags, after the problem's. */
  args?: readonly string[];
};

export type ExchangeOutcome = { report: RunReport; outcome: CheckOutcome | RunVerdict };

export type Interactor = {
  exchange(exchange: Exchange): Promise<ExchangeOutcome>;
  close(): Promise<void>;
};

type Ended = { report: RunReport; at: number };
/** The interactor's end, with whether the program was still running then (undefined: not known). */
type InteractorEnded = Ended & { outcome: CheckOutcome; programStillRunning?: boolean };
const timed = (running: Promise<RunReport>): Promise<Ended> =>
  running.then((report) => ({ report, at: performance.now() }));

/**
 * Kattis rules: the interactor's Wrong Answer wins when it ended first (the program may then die of
 * SIGPIPE); a program over its time limit is TLE; an interactor killed by SIGPIPE wrote to a program that
 * had closed its input or ended (the interactor never closes it), so that is the program's doing: its own
 * failure, else Wrong Answer; any other end of the interactor is a judge error; then the program's own
 * failure; then the interactor's verdict. Who ended first comes from the program's
 * pipes (program-pipes-hold.ts), and only when those could not tell from when the reports arrived.
 */
export function interactiveVerdict(
  program: Ended & { failed: RunVerdict | null },
  interactor: InteractorEnded,
): CheckOutcome | RunVerdict {
  const interactorFirst =
    (interactor.programStillRunning ?? interactor.at < program.at) || program.report.signal === SIGPIPE;
  if (interactor.outcome.verdict === 'Wrong Answer' && interactorFirst) return interactor.outcome;
  if (program.failed?.verdict === 'Time Limit Exceeded') return program.failed;
  if (interactor.report.status === 'SG' && interactor.report.signal === SIGPIPE)
    return program.failed ?? { verdict: 'Wrong Answer', message: MESSAGES.programLeftInteractor };
  if (interactor.outcome.verdict === 'Internal Error') return interactor.outcome;
  if (program.failed) return program.failed;
  return interactor.outcome;
}

export async function createInteractor(
  context: Omit<PrepareContext, 'session'>,
  interactor: ProgramSource,
  { pipes, limits, args }: { pipes: string; limits: ValidatorLimits | undefined; args: readonly string[] },
): Promise<Interactor> {
  const judgeSide = await openJudgeSideProgram(context, interactor, {
    failed: MESSAGES.interactorFailed,
    pipes,
    limits,
  });
  const { session, env, outputBytes, feedbackDir } = judgeSide;
  const pipesPath = session.pipesPath;
  if (pipesPath === undefined) {
    await session.close();
    throw new Error(`${MESSAGES.interactorFailed}: the sandbox has no pipes`);
  }
  return {
    exchange: async (exchange) => {
      const dir = await feedbackDir(exchange.index, exchange.pass, exchange.input, exchange.answer);
      const resources: RunResources = {
        ...judgeSide.resources,
        wallMs: Math.max(judgeSide.resources.wallMs, exchange.wallMs + INTERACTOR_EXTRA_WALL_MS),
      };
      const argv = piped(
        [...judgeSide.argv, dir.input, dir.answer, dir.feedback, ...args, ...(exchange.args ?? [])],
        pipesPath,
        'interactor',
      );
      const hold = holdProgramPipes(pipes);
      const interacting = timed(
        // Trusted, like a validator: its feedback dir keeps state across a test's passes.
        session.run(runSpec({ argv, env, stdin: '', resources, outputBytes, keepsFiles: true })),
      ).then(
        async (ended) => {
          // Looked at before the program may see end of input, then released at once: a program reading
          // until end of input must not wait for its own end.
          const programStillRunning = await hold.programStillRunning();
          await hold.release();
          return { ...ended, programStillRunning };
        },
        async (error: unknown) => {
          await hold.release();
          throw error;
        },
      );
      const programming = timed(
        exchange.runProgram().finally(() => {
          hold.programEnded();
        }),
      );
      const [programEnd, interactorEnd] = await Promise.all([programming, interacting]);
      const outcome = await validatorOutcome(session, dir, interactorEnd.report, MESSAGES.interactorFailed);
      const verdict = interactiveVerdict(
        { ...programEnd, failed: exchange.programVerdict(programEnd.report) },
        { ...interactorEnd, outcome },
      );
      return { report: programEnd.report, outcome: verdict };
    },
    close: () => session.close(),
  };
}
