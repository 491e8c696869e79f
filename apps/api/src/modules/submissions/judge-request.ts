import type { CheckerSpec, JudgeMode, JudgeRequest, LanguageId } from '@codecourt/contracts';
import { parseValidatorFlags } from '@codecourt/problem-package';
import type { ProblemRow, TestCaseRow } from '../../db/schema/index.js';

export type Program = { language: LanguageId; code: string };

/** How the problem's outputs are checked: its custom validator, or the default one with its flags. */
export function checkerOf(problem: ProblemRow): CheckerSpec {
  if (
    problem.validation === 'custom' &&
    problem.validatorSource !== null &&
    problem.validatorLanguage !== null
  ) {
    return {
      kind: 'custom',
      validator: { language: problem.validatorLanguage, source: problem.validatorSource },
    };
  }
  return { kind: 'default', flags: parseValidatorFlags(problem.validatorFlags) };
}

/** Everything the judge needs, so a worker without a database can judge it. */
export function buildJudgeRequest(
  problem: ProblemRow,
  tests: readonly TestCaseRow[],
  program: Program,
  mode: JudgeMode,
): JudgeRequest {
  return {
    language: program.language,
    source: program.code,
    tests: tests.map((test) => ({ input: test.input, expected: test.output })),
    limits: { timeMs: problem.timeLimitMs, memoryKb: problem.memoryLimitKb },
    checker: checkerOf(problem),
    mode,
  };
}
