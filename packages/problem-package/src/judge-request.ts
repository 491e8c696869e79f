// A package's submission as the engine's request (contracts/judge.ts): its program files, the package's
// tests (secret tests in a scoring group's folder carry the group), checker or interactor, passes and
// scoring groups. One builder for `pnpm problems:verify` and the API's measuring runs.
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { JudgeRequest, ProblemChecker } from '@codecourt/contracts';
import { submissionProgram } from './harness.js';
import type { PackageLimits, PackageSubmission, ProblemPackage } from './package-schema.js';
import { testdataArgsOf, testValidatorFields } from './testdata-args.js';

/** A secret test's scoring group: the folder below data/secret it sits in, when that folder is a group. */
export function groupOfTest(
  pkg: Pick<ProblemPackage, 'groups'>,
  name: string | undefined,
): string | undefined {
  const folder = name?.includes('/') ? name.slice(0, name.indexOf('/')) : undefined;
  return pkg.groups.some((g) => g.name === folder) ? folder : undefined;
}

/** The limits of problem.yaml a judge request carries besides the time and memory of a run. */
export type PackageJudgeLimits = Pick<
  PackageLimits,
  | 'outputBytes'
  | 'compileMs'
  | 'compileMemoryKb'
  | 'validationMs'
  | 'validationMemoryKb'
  | 'validationOutputBytes'
>;

/** Those limits alone, as a stored problem keeps them (only the ones the package had). */
export function packageJudgeLimits(limits: PackageLimits): PackageJudgeLimits {
  const { outputBytes, compileMs, compileMemoryKb, validationMs, validationMemoryKb, validationOutputBytes } =
    limits;
  return Object.fromEntries(
    Object.entries({
      outputBytes,
      compileMs,
      compileMemoryKb,
      validationMs,
      validationMemoryKb,
      validationOutputBytes,
    }).filter(([, value]) => value !== undefined),
  );
}

/**
 * A request's limits: the run's time and memory, the output, and the compile and validator budgets, the
 * same for `problems:verify` and for the API (which keeps the package's limits with the problem).
 */
export function judgeSideLimits(
  run: { timeMs: number; memoryKb: number },
  limits: PackageJudgeLimits,
  checker: ProblemChecker['kind'],
): Pick<JudgeRequest, 'limits' | 'compileLimits' | 'validatorLimits'> {
  const { outputBytes, compileMs, compileMemoryKb, validationMs, validationMemoryKb, validationOutputBytes } =
    limits;
  return {
    limits: { ...run, outputBytes: outputBytes ?? JUDGE_LIMITS.defaultOutputBytes },
    compileLimits: {
      ...(compileMs === undefined ? {} : { cpuMs: compileMs }),
      ...(compileMemoryKb === undefined ? {} : { memoryKb: compileMemoryKb }),
    },
    ...(checker === 'default'
      ? {}
      : {
          validatorLimits: {
            ...(validationMs === undefined ? {} : { timeMs: validationMs }),
            ...(validationMemoryKb === undefined ? {} : { memoryKb: validationMemoryKb }),
            ...(validationOutputBytes === undefined ? {} : { outputBytes: validationOutputBytes }),
          },
        }),
  };
}

/** The package's checker, tests and problem kind as the engine's request (contracts/judge.ts). */
export function packageJudgeRequest(
  pkg: ProblemPackage,
  submission: PackageSubmission,
  limits: { timeMs: number; memoryKb?: number },
): JudgeRequest {
  const scoring = pkg.kind.scoring && pkg.groups.length > 0;
  const own = (folder: 'sample' | 'secret', name: string | undefined) =>
    testValidatorFields(pkg.checker, testdataArgsOf(pkg.testdataArgs, folder, name));
  const tests = [
    ...pkg.samples.map((t) => ({
      input: t.input,
      expected: t.answer,
      visible: true,
      ...own('sample', t.name),
    })),
    ...pkg.secrets.map((t) => {
      const group = scoring ? groupOfTest(pkg, t.name) : undefined;
      return { input: t.input, expected: t.answer, ...(group ? { group } : {}), ...own('secret', t.name) };
    }),
  ];
  return {
    language: submission.language,
    source: submissionProgram(pkg, submission),
    ...(submission.files.length > 0 ? { files: submission.files } : {}),
    ...(submission.entry === undefined ? {} : { entry: submission.entry }),
    tests,
    ...judgeSideLimits(
      {
        timeMs: limits.timeMs,
        memoryKb: limits.memoryKb ?? pkg.limits.memoryKb ?? JUDGE_LIMITS.defaultMemoryKb,
      },
      pkg.limits,
      pkg.checker.kind,
    ),
    checker: pkg.checker,
    ...(pkg.kind.validationPasses === undefined ? {} : { validationPasses: pkg.kind.validationPasses }),
    ...(scoring
      ? {
          scoring: {
            groups: pkg.groups.map((g) => ({
              name: g.name,
              aggregation: g.aggregation,
              ...(g.score === undefined ? {} : { score: g.score }),
              ...(g.acceptScore === undefined ? {} : { acceptScore: g.acceptScore }),
              ...(g.rejectScore === undefined ? {} : { rejectScore: g.rejectScore }),
              ...(g.verdicts === undefined ? {} : { verdicts: g.verdicts }),
            })),
            ...pkg.grading,
          },
        }
      : {}),
  };
}
