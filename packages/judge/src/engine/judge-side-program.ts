// A program of the judge's own (a custom validator, an interactor): compiled and run in a sandbox
// session of its own, so the answers never sit where the contestant's program runs, with the Kattis
// feedback dir of each test kept across a multi-pass test's passes (validators keep state there).
import type { ProgramSource } from '@codecourt/contracts';
import { COMPILE_RESOURCES, getLanguage } from '@codecourt/languages';
import type { RunResources } from '@codecourt/languages';
import type { SandboxSession } from '../sandbox/types.js';
import { prepareFeedbackDir } from './feedback-dir.js';
import type { FeedbackDir } from './feedback-dir.js';
import { prepareJuryProgram } from './jury-compile.js';
import type { PrepareContext } from './prepare-program.js';
import { programEnv } from './run-spec.js';

const TIME_MS = 10_000;
const MEMORY_KB = 1024 * 1024;

export type JudgeSideProgram = {
  session: SandboxSession;
  argv: readonly string[];
  resources: RunResources;
  env: Record<string, string>;
  /** The test's input, answer and feedback dir for a pass; a later pass rewrites only the input. */
  feedbackDir: (index: number, pass: number, input: string | Buffer, answer: string) => Promise<FeedbackDir>;
};

export async function openJudgeSideProgram(
  context: Omit<PrepareContext, 'session'>,
  source: ProgramSource,
  options: { failed: string; pipes?: string },
): Promise<JudgeSideProgram> {
  const language = getLanguage(source.language);
  const session = await context.sandbox.open({
    language: language.id,
    memoryKb: MEMORY_KB,
    ...(options.pipes === undefined ? {} : { pipes: options.pipes }),
  });
  try {
    const program = await prepareJuryProgram({ ...context, session }, language, source);
    if (!program.ok) throw new Error(`${options.failed}: it does not compile\n${program.compile.output}`);
    const run = language.run({
      sourceFile: program.sourceFile,
      prebuilt: program.prebuilt,
      timeMs: TIME_MS,
      memoryKb: MEMORY_KB,
    });
    const dirs = new Map<number, FeedbackDir>();
    return {
      session,
      argv: run.argv,
      resources: { ...run.resources, processes: COMPILE_RESOURCES.processes },
      env: programEnv(session, language),
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
