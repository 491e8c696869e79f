// A program of the judge's own (a custom validator, an interactor): compiled and run in a sandbox
// session of its own, so the answers never sit where the contestant's program runs, with the Kattis
// feedback dir of each test kept across a multi-pass test's passes (validators keep state there).
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { ProgramSource, ValidatorLimits } from '@codecourt/contracts';
import { COMPILE_RESOURCES, getLanguage } from '@codecourt/languages';
import type { RunResources } from '@codecourt/languages';
import type { SandboxSession } from '../sandbox/types.js';
import { prepareFeedbackDir } from './feedback-dir.js';
import type { FeedbackDir } from './feedback-dir.js';
import { prepareJuryProgram } from './jury-compile.js';
import type { PrepareContext } from './prepare-program.js';
import { programEnv } from './run-spec.js';

/** The judge's own budget for each run of a validator or interactor when the request states none. */
const JUDGE_SIDE_DEFAULTS = { timeMs: 10_000, memoryKb: 1024 * 1024 } as const;

export type JudgeSideProgram = {
  session: SandboxSession;
  argv: readonly string[];
  resources: RunResources;
  env: Record<string, string>;
  /** What one run may write (validation_output). */
  outputBytes: number;
  /** The test's input, answer and feedback dir for a pass; a later pass rewrites only the input. */
  feedbackDir: (index: number, pass: number, input: string | Buffer, answer: string) => Promise<FeedbackDir>;
};

export async function openJudgeSideProgram(
  context: Omit<PrepareContext, 'session'>,
  source: ProgramSource,
  options: { failed: string; pipes?: string; limits?: ValidatorLimits | undefined },
): Promise<JudgeSideProgram> {
  const language = getLanguage(source.language);
  // A package's validation_time and validation_memory (at most the contracts' bounds); they stay
  // rlimits and a session memory cap like a contestant's, so a runaway validator still ends.
  const timeMs = options.limits?.timeMs ?? JUDGE_SIDE_DEFAULTS.timeMs;
  const memoryKb = options.limits?.memoryKb ?? JUDGE_SIDE_DEFAULTS.memoryKb;
  // validation_output: what it may write before it is stopped (a validator's debugging included).
  const outputBytes = options.limits?.outputBytes ?? JUDGE_LIMITS.defaultOutputBytes;
  const session = await context.sandbox.open({
    language: language.id,
    memoryKb,
    ...(options.pipes === undefined ? {} : { pipes: options.pipes }),
  });
  try {
    const program = await prepareJuryProgram({ ...context, session }, language, source);
    if (!program.ok) throw new Error(`${options.failed}: it does not compile\n${program.compile.output}`);
    const run = language.run({
      sourceFile: program.sourceFile,
      prebuilt: program.prebuilt,
      timeMs,
      memoryKb,
    });
    const dirs = new Map<number, FeedbackDir>();
    return {
      session,
      argv: run.argv,
      resources: { ...run.resources, processes: COMPILE_RESOURCES.processes },
      env: programEnv(session, language),
      outputBytes,
      feedbackDir: async (index, pass, input, answer) => {
        const known = dirs.get(index);
        if (known && pass > 1) {
          // Each pass's input is the one the validator wrote for it (its nextpass.in).
          await session.writeFile(known.input, input);
          return known;
        }
        const dir = await prepareFeedbackDir(session, index, input, answer);
        dirs.set(index, dir);
        return dir;
      },
    };
  } catch (error) {
    await session.close();
    throw error;
  }
}
