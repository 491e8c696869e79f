// @codecourt/problem-package: reading and writing problem packages in the Kattis layout. The API imports,
// exports and seeds problems through it; `pnpm problems:verify` reads the library with it.
export { readProblemPackage, ProblemPackageError } from './read-problem-package.js';
export { statementSource } from './read-statement.js';
export { readProblemLibrary, listProblemDirectories } from './read-problem-library.js';
export type { LibraryEntry } from './read-problem-library.js';
export { writeProblemPackage, packageFiles } from './write-problem-package.js';
export {
  KATTIS_TIME_RULES,
  PACKAGE_DEFAULTS,
  problemPackageSchema,
  FUNCTION_ONLY_INFIX,
  harnessSchema,
} from './package-schema.js';
export { joinHarness, submissionProgram, toUserLines } from './harness.js';
export { toUserMessage } from './user-messages.js';
export { packageJudgeRequest, packageJudgeLimits, judgeSideLimits, groupOfTest } from './judge-request.js';
export type { PackageJudgeLimits } from './judge-request.js';
export { inputRefusals, validateInputs } from './input-validation.js';
export type {
  ProblemPackage,
  ProblemPackageInput,
  PackageTest,
  PackageSource,
  PackageTemplate,
  Harness,
  PackageSubmission,
  PackageLimits,
  PackageFile,
  PackageKind,
  TestGroup,
  PackageGrading,
  VerdictRule,
  SampleInteraction,
  StatementAsset,
  InputValidator,
  ChecktestdataProgram,
  TestdataArgs,
} from './package-schema.js';
export { interactionMarkdown } from './interaction-markdown.js';
export { expectedResultsOf } from './expected-results.js';
export { VERDICT_BY_DIRECTORY, SUBMISSION_DIRECTORIES, PARTIAL_VERDICTS } from './kattis-verdicts.js';
export type { SubmissionDirectory } from './kattis-verdicts.js';
export { languageOfFile } from './language-extensions.js';
export { renderStatement, statementNesting } from './render-statement.js';
export { parseValidatorFlags, formatValidatorFlags } from './validator-flags.js';
export { testdataArgsOf, testValidatorFields } from './testdata-args.js';
export { checkerFromStored, storedFlags, validatorArgs } from './stored-checker.js';
export type { StoredChecker } from './stored-checker.js';
export { kattisTimeLimitMs, kattisTimeLimits, KATTIS_MIN_TIME_LIMIT_MS } from './kattis-time-limit.js';
export type { KattisTimeLimits } from './kattis-time-limit.js';
