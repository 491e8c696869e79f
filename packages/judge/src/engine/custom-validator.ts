// Kattis output validators (`validation: custom`): compiled and run in a sandbox session of their own,
// so the judge's answers never sit where the contestant's program runs. Exit 42 accepts, 43 rejects,
// anything else is the validator's fault (Internal Error).
import { MESSAGES } from '@codecourt/contracts';
import type { ProgramSource } from '@codecourt/contracts';
import { COMPILE_RESOURCES, getLanguage } from '@codecourt/languages';
import { prepareProgram } from './prepare-program.js';
import type { PrepareContext } from './prepare-program.js';
import { programEnv, runSpec } from './run-spec.js';
import type { CheckOutcome, OutputChecker } from '../checkers/types.js';

const ACCEPTED = 42;
const WRONG_ANSWER = 43;
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
    return {
      check: async ({ input, expected, output, index }): Promise<CheckOutcome> => {
        const dir = `test-${String(index)}`;
        await session.makeDirectory(dir);
        await session.makeDirectory(`${dir}/feedback`);
        await session.writeFile(`${dir}/input`, input);
        await session.writeFile(`${dir}/answer`, expected);
        const report = await session.run(
          runSpec({
            argv: [...argv, `${dir}/input`, `${dir}/answer`, `${dir}/feedback/`],
            env,
            stdin: output,
            resources: { ...resources, processes: COMPILE_RESOURCES.processes },
            outputBytes: FEEDBACK_BYTES,
          }),
        );
        const feedback = await session.readFile(`${dir}/feedback/judgemessage.txt`, FEEDBACK_BYTES).then(
          (data) => data.toString('utf8').trim(),
          () => '',
        );
        if (report.status === 'RE' && report.exitCode === WRONG_ANSWER) {
          return { verdict: 'Wrong Answer', message: feedback || MESSAGES.wrongAnswer };
        }
        if (report.status !== 'RE' || report.exitCode !== ACCEPTED) {
          const detail = `${report.status}, exit code ${String(report.exitCode)}`;
          return {
            verdict: 'Internal Error',
            message:
              `${MESSAGES.validatorFailed} (${detail}) ${report.stderr.toString('utf8').slice(0, 500)}`.trim(),
          };
        }
        return feedback ? { verdict: 'Accepted', message: feedback } : { verdict: 'Accepted' };
      },
      close: () => session.close(),
    };
  } catch (error) {
    await session.close();
    throw error;
  }
}
