// Kattis output validators (`validation: custom`): compiled and run in a sandbox session of their own,
// so the judge's answers never sit where the contestant's program runs. Exit 42 accepts, 43 rejects,
// anything else is the validator's fault (Internal Error); see feedback-dir.ts.
import { MESSAGES } from '@codecourt/contracts';
import type { ProgramSource } from '@codecourt/contracts';
import { COMPILE_RESOURCES, getLanguage } from '@codecourt/languages';
import { prepareProgram } from './prepare-program.js';
import type { PrepareContext } from './prepare-program.js';
import { programEnv, runSpec } from './run-spec.js';
import type { CheckOutcome, OutputChecker } from '../checkers/types.js';
import { prepareFeedbackDir, validatorOutcome } from './feedback-dir.js';
import type { FeedbackDir } from './feedback-dir.js';

const VALIDATOR_TIME_MS = 10_000;
const VALIDATOR_MEMORY_KB = 1024 * 1024;
const FEEDBACK_BYTES = 4 * 1024;

export type ValidatorContext = Omit<PrepareContext, 'session'>;

export async function createCustomValidator(
  context: ValidatorContext,
  validator: ProgramSource,
): Promise<OutputChecker> {
  const language = getLanguage(validator.language);
  const session = await context.sandbox.open({ language: language.id, memoryKb: VALIDATOR_MEMORY_KB });
  try {
    const program = await prepareProgram({ ...context, session }, language, validator);
    if (!program.ok)
      throw new Error(`${MESSAGES.validatorFailed}: it does not compile\n${program.compile.output}`);
    const { argv, resources } = language.run({
      sourceFile: program.sourceFile,
      prebuilt: program.prebuilt,
      timeMs: VALIDATOR_TIME_MS,
      memoryKb: VALIDATOR_MEMORY_KB,
    });
    const env = programEnv(session, language);
    const dirs = new Map<number, FeedbackDir>();
    // A multi-pass test keeps its files and feedback dir from its first pass on.
    const feedbackDirOf = async (index: number, pass: number, input: string, expected: string) => {
      const known = dirs.get(index);
      if (known && pass > 1) return known;
      const dir = await prepareFeedbackDir(session, index, input, expected);
      dirs.set(index, dir);
      return dir;
    };
    return {
      check: async ({ input, expected, output, index, pass = 1 }): Promise<CheckOutcome> => {
        const dir = await feedbackDirOf(index, pass, input, expected);
        const report = await session.run(
          runSpec({
            argv: [...argv, dir.input, dir.answer, dir.feedback],
            env,
            stdin: output,
            resources: { ...resources, processes: COMPILE_RESOURCES.processes },
            outputBytes: FEEDBACK_BYTES,
          }),
        );
        return validatorOutcome(session, dir, report, MESSAGES.validatorFailed);
      },
      close: () => session.close(),
    };
  } catch (error) {
    await session.close();
    throw error;
  }
}
