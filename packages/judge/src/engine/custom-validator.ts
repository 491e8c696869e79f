// Kattis output validators (`validation: custom`): compiled and run in a sandbox session of their own
// (judge-side-program.ts). Exit 42 accepts, 43 rejects, anything else is the validator's fault
// (Internal Error); see feedback-dir.ts. The package's validator_flags follow feedback_dir, then the test's
// folder's output_validator_flags, as in problemtools.
import { MESSAGES } from '@codecourt/contracts';
import type { ProgramSource, ValidatorLimits } from '@codecourt/contracts';
import type { PrepareContext } from './prepare-program.js';
import { runSpec } from './run-spec.js';
import type { CheckOutcome, OutputChecker } from '../checkers/types.js';
import { validatorOutcome } from './feedback-dir.js';
import { openJudgeSideProgram } from './judge-side-program.js';

export type ValidatorContext = Omit<PrepareContext, 'session'>;

export async function createCustomValidator(
  context: ValidatorContext,
  validator: ProgramSource,
  { limits, args }: { limits: ValidatorLimits | undefined; args: readonly string[] },
): Promise<OutputChecker> {
  const { session, argv, resources, env, outputBytes, feedbackDir } = await openJudgeSideProgram(
    context,
    validator,
    {
      failed: MESSAGES.validatorFailed,
      limits,
    },
  );
  return {
    check: async ({ input, expected, output, index, pass = 1, args: own = [] }): Promise<CheckOutcome> => {
      const dir = await feedbackDir(index, pass, input, expected);
      const report = await session.run(
        runSpec({
          argv: [...argv, dir.input, dir.answer, dir.feedback, ...args, ...own],
          env,
          stdin: output,
          resources,
          outputBytes,
          // The problem's own trusted program: its feedback dir keeps state across a test's passes.
          keepsFiles: true,
        }),
      );
      return validatorOutcome(session, dir, report, MESSAGES.validatorFailed);
    },
    close: () => session.close(),
  };
}
