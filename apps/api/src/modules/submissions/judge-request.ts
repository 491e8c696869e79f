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

/**
 * Everything the judge needs, so a worker without a database can judge it. Each test says here, once,
 * whether the user may see it (the samples): the request travels with the submission, so what is shown
 * never depends on the problem as it is when the verdict comes back.
 */
export function buildJudgeRequest(
  problem: ProblemRow,
  tests: readonly Pick<TestCaseRow, 'input' | 'output' | 'kind'>[],
  program: Program,
  mode: JudgeMode,
): JudgeRequest {
  return {
    language: program.language,
    source: program.code,
    tests: tests.map((test) => ({
      input: test.input,
      expected: test.output,
      visible: test.kind === 'sample',
    })),
    limits: { timeMs: problem.timeLimitMs, memoryKb: problem.memoryLimitKb },
    checker: checkerOf(problem),
    mode,
  };
}

/** Run with custom input: only that input, visible, with nothing to compare against. */
export function buildCustomInputRequest(problem: ProblemRow, program: Program, input: string): JudgeRequest {
  return { ...buildJudgeRequest(problem, [], program, 'all'), tests: [{ input, visible: true }] };
}
