import { LANGUAGE_NAME_BY_ID, PROGRAMS_LANGUAGE_BY_ID } from '@codecourt/contracts';
import type { JudgeMode, JudgeRequest, LanguageId, ProblemChecker } from '@codecourt/contracts';
import {
  checkerFromStored,
  groupOfTest,
  joinHarness,
  judgeSideLimits,
  testdataArgsOf,
  testValidatorFields,
} from '@codecourt/problem-package';
import type { Harness } from '@codecourt/problem-package';
import type { ProblemRow, TestCaseRow } from '../../db/schema/index.js';
import type { StoredTemplate } from './problem-record.js';

/** The problem's columns a judge request reads: its limits and how outputs are checked. */
export type JudgedProblem = Pick<
  ProblemRow,
  | 'timeLimitMs'
  | 'memoryLimitKb'
  | 'validation'
  | 'validatorSource'
  | 'validatorLanguage'
  | 'validatorFlags'
  | 'format'
>;

/** What the user sent: for a language with a harness, only the part the editor holds. */
export type Program = { language: LanguageId; code: string };

/**
 * The language's harness (PyPy 3 takes Python's), or null when its template is a whole program (or
 * there is none).
 */
export function harnessFor(templates: readonly StoredTemplate[], language: LanguageId): Harness | null {
  const name = LANGUAGE_NAME_BY_ID[PROGRAMS_LANGUAGE_BY_ID[language]];
  return templates.find((t) => t.language === name)?.harness ?? null;
}

/** The program the judge compiles: the user's code inside the harness (D10: docs/decisions/d10-function-only-harness.md), or the code itself. */
function programSource(program: Program, harness: Harness | null): Pick<JudgeRequest, 'source' | 'userCode'> {
  if (!harness) return { source: program.code };
  const joined = joinHarness(harness, program.code);
  return { source: joined.source, userCode: joined.span };
}

/** How the problem's outputs are checked: its interactor, its custom validator, or the default one, with their flags. */
export function checkerOf(problem: JudgedProblem): ProblemChecker {
  const { validatorSource: source, validatorLanguage: language } = problem;
  return checkerFromStored({
    validation: problem.validation,
    validator: source === null || language === null ? null : { language, source },
    files: problem.format.validatorFiles,
    entry: problem.format.validatorEntry,
    flags: problem.validatorFlags,
    interactive: problem.format.kind.interactive,
  });
}

/**
 * Everything the judge needs, so a worker without a database can judge it. Each test says here, once,
 * whether the user may see it (the samples): the request travels with the submission, so what is shown
 * never depends on the problem as it is when the verdict comes back.
 */
export function buildJudgeRequest(
  problem: JudgedProblem,
  tests: readonly (Pick<TestCaseRow, 'input' | 'output' | 'kind'> & Partial<Pick<TestCaseRow, 'name'>>)[],
  program: Program,
  mode: JudgeMode,
  harness: Harness | null = null,
): JudgeRequest {
  const { format } = problem;
  const checker = checkerOf(problem);
  // Run with custom input has no secret tests: only Submit is scored.
  const scoring = format.kind.scoring && format.groups.length > 0 && tests.some((t) => t.kind === 'secret');
  return {
    language: program.language,
    ...programSource(program, harness),
    tests: tests.map((test) => {
      const group = scoring && test.kind === 'secret' ? groupOfTest(format, test.name) : undefined;
      const own = testdataArgsOf(format.testdataArgs ?? [], test.kind, test.name);
      return {
        input: test.input,
        expected: test.output,
        visible: test.kind === 'sample',
        ...(group ? { group } : {}),
        ...testValidatorFields(checker, own),
      };
    }),
    ...judgeSideLimits(
      { timeMs: problem.timeLimitMs, memoryKb: problem.memoryLimitKb },
      format.judgeLimits ?? {},
      checker.kind,
    ),
    checker,
    mode,
    ...(format.kind.validationPasses === undefined ? {} : { validationPasses: format.kind.validationPasses }),
    ...(scoring
      ? {
          scoring: {
            groups: format.groups.map(({ range: _range, ...group }) => group),
            ...format.grading,
          },
        }
      : {}),
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
