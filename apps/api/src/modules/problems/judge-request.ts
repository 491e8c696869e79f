import { LANGUAGE_NAME_BY_ID } from '@codecourt/contracts';
import type { CheckerSpec, JudgeMode, JudgeRequest, LanguageId } from '@codecourt/contracts';
import { joinHarness, parseValidatorFlags } from '@codecourt/problem-package';
import type { Harness } from '@codecourt/problem-package';
import type { ProblemRow, TestCaseRow } from '../../db/schema/index.js';
import type { StoredTemplate } from './problem-record.js';

/** The problem's columns a judge request reads: its limits and how outputs are checked. */
export type JudgedProblem = Pick<
  ProblemRow,
  'timeLimitMs' | 'memoryLimitKb' | 'validation' | 'validatorSource' | 'validatorLanguage' | 'validatorFlags'
>;

/** What the user sent: for a language with a harness, only the part the editor holds. */
export type Program = { language: LanguageId; code: string };

/** The language's harness, or null when its template is a whole program (or there is none). */
export function harnessFor(templates: readonly StoredTemplate[], language: LanguageId): Harness | null {
  return templates.find((t) => t.language === LANGUAGE_NAME_BY_ID[language])?.harness ?? null;
}

/** The program the judge compiles: the user's code inside the harness (D10: docs/decisions/d10-function-only-harness.md), or the code itself. */
function programSource(program: Program, harness: Harness | null): Pick<JudgeRequest, 'source' | 'userCode'> {
  if (!harness) return { source: program.code };
  const joined = joinHarness(harness, program.code);
  return { source: joined.source, userCode: joined.span };
}

/** How the problem's outputs are checked: its custom validator, or the default one with its flags. */
export function checkerOf(problem: JudgedProblem): CheckerSpec {
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
  problem: JudgedProblem,
  tests: readonly Pick<TestCaseRow, 'input' | 'output' | 'kind'>[],
  program: Program,
  mode: JudgeMode,
  harness: Harness | null = null,
): JudgeRequest {
  return {
    language: program.language,
    ...programSource(program, harness),
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

/**
 * Run with custom input: only that input, visible; compared with `expected` (the reference solution's
 * output on it) when there is one, else only run.
 */
export function buildCustomInputRequest(
  problem: ProblemRow,
  program: Program,
  input: string,
  harness: Harness | null,
  expected?: string,
): JudgeRequest {
  return {
    ...buildJudgeRequest(problem, [], program, 'all', harness),
    tests: [{ input, visible: true, ...(expected === undefined ? {} : { expected }) }],
  };
}
