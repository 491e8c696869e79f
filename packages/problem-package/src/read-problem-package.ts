// readProblemPackage(dir): one Kattis-layout problem package (problems/README.md) as a
// validated object. Throws ProblemPackageError naming the package and what is wrong with it.
import { basename, join, resolve } from 'node:path';
import { JUDGE_LIMITS } from '@codecourt/contracts';
import { checkInputsWithChecktestdata, readChecktestdata } from './checktestdata-inputs.js';
import { readOptional } from './fs-helpers.js';
import { assertPlainTree } from './plain-tree.js';
import { KATTIS_TIME_RULES, problemPackageSchema } from './package-schema.js';
import type { ProblemPackage, ProblemPackageInput } from './package-schema.js';
import { parseProblemYaml, textOf, titleOf } from './problem-yaml.js';
import type { ProblemYaml } from './problem-yaml.js';
import { DOMJUDGE_INI, readDomjudgeExtras } from './domjudge-extras.js';
import { KATTIS_DEFAULT_LIMITS } from './format-defaults.js';
import { problemKind } from './problem-kind.js';
import { readInputValidators } from './read-input-validators.js';
import { readOutputValidator, readSubmissions, readTemplates } from './read-sources.js';
import { firstHeading, pdfStatementPage, readStatement } from './read-statement.js';
import { readTestGroups } from './read-test-groups.js';
import { checkTestdataArgs, readTestdataArgs } from './testdata-args.js';
import { readInteractions, readTests } from './read-tests.js';
import { checkerFromStored } from './stored-checker.js';

export class ProblemPackageError extends Error {
  override readonly name = 'ProblemPackageError';
  constructor(
    readonly dir: string,
    message: string,
  ) {
    super(`${basename(dir)}: ${message}`);
  }
}

const MIB = 1024 * 1024;

/** A compilation_* or validation_* limit as the package states it or the format's default, within the judge's bounds. */
function judgeSide(stated: number | undefined, unit: number, fallback: number, max: number): number {
  return Math.min(max, stated === undefined ? fallback : Math.max(1, Math.round(stated * unit)));
}

function limitsOf(yaml: ProblemYaml): ProblemPackageInput['limits'] {
  const limits = yaml.limits ?? {};
  const d = KATTIS_DEFAULT_LIMITS;
  const { maxJudgeSideMs: maxMs, maxJudgeSideMemoryKb: maxKb } = JUDGE_LIMITS;
  const common = {
    ...(limits.time_limit === undefined ? {} : { timeMs: Math.round(limits.time_limit * 1000) }),
    memoryKb: limits.memory === undefined ? d.memoryKb : Math.round(limits.memory * 1024),
    outputBytes: limits.output === undefined ? d.outputBytes : Math.round(limits.output * MIB),
    compileMs: judgeSide(limits.compilation_time, 1000, d.compilationTimeMs, maxMs),
    compileMemoryKb: judgeSide(limits.compilation_memory, 1024, d.compilationMemoryKb, maxKb),
    validationMs: judgeSide(limits.validation_time, 1000, d.validationTimeMs, maxMs),
    validationMemoryKb: judgeSide(limits.validation_memory, 1024, d.validationMemoryKb, maxKb),
    validationOutputBytes: judgeSide(
      limits.validation_output,
      MIB,
      d.validationOutputBytes,
      JUDGE_LIMITS.maxOutputBytes,
    ),
  };
  // Every version after legacy (2023-07 and its drafts) derives limits with time_multipliers.
  const version = yaml.problem_format_version ?? 'legacy';
  if (version !== 'legacy') {
    const rule = KATTIS_TIME_RULES['2023-07'];
    return {
      ...common,
      timeRule: '2023-07',
      timeMultiplier: limits.time_multipliers?.ac_to_time_limit ?? rule.timeMultiplier,
      timeResolutionMs: Math.round((limits.time_resolution ?? rule.timeResolutionMs / 1000) * 1000),
      timeSafetyMargin: limits.time_multipliers?.time_limit_to_tle ?? rule.timeSafetyMargin,
    };
  }
  return {
    ...common,
    ...(limits.time_multiplier === undefined ? {} : { timeMultiplier: limits.time_multiplier }),
    timeSafetyMargin: limits.time_safety_margin ?? KATTIS_TIME_RULES.legacy.timeSafetyMargin,
  };
}

async function checkerOf(
  root: string,
  yaml: ProblemYaml,
  validation: 'default' | 'custom',
  interactive: boolean,
): Promise<Pick<ProblemPackageInput, 'checker' | 'validatorPath'>> {
  const flags = yaml.validator_flags ?? '';
  if (validation === 'default')
    return { checker: checkerFromStored({ validation, validator: null, files: [], flags, interactive }) };
  const found = await readOutputValidator(root);
  if (!found)
    throw new Error(
      'the problem needs a custom validator but output_validator(s)/ holds no validator source',
    );
  const { language, source, file } = found.validator;
  return {
    checker: checkerFromStored({
      validation,
      validator: { language, source },
      files: found.files,
      entry: file,
      flags,
      interactive,
    }),
    validatorPath: found.path,
  };
}

async function collect(root: string): Promise<ProblemPackageInput> {
  const [yamlText, domjudge] = await Promise.all([
    readOptional(join(root, 'problem.yaml')),
    readDomjudgeExtras(root),
  ]);
  if (yamlText === undefined && (await readOptional(join(root, DOMJUDGE_INI))) === undefined)
    throw new Error('no problem.yaml');
  const yaml = parseProblemYaml(yamlText ?? '');
  const { kind, validation } = problemKind(yaml);
  const [
    statement,
    samples,
    secrets,
    interactions,
    scoring,
    templates,
    submissions,
    inputValidators,
    checktestdata,
    testdata,
  ] = await Promise.all([
    readStatement(root),
    readTests(join(root, 'data', 'sample'), kind.interactive),
    readTests(join(root, 'data', 'secret'), kind.interactive),
    readInteractions(join(root, 'data', 'sample')),
    kind.scoring ? readTestGroups(root) : Promise.resolve({ groups: [], grading: {} }),
    readTemplates(root),
    readSubmissions(root, kind.scoring),
    readInputValidators(root),
    readChecktestdata(root),
    readTestdataArgs(root),
  ]);
  if (samples.length + secrets.length === 0) throw new Error('no tests in data/sample or data/secret');
  checkInputsWithChecktestdata(checktestdata, [
    { folder: 'sample', tests: samples },
    { folder: 'secret', tests: secrets },
  ]);
  const warnings = [...templates.warnings, ...submissions.warnings, ...testdata.warnings];
  const source = textOf(yaml.source);
  const license = textOf(yaml.license);
  const title =
    titleOf(yaml) ?? domjudge.name ?? statement.title ?? firstHeading(statement.markdown) ?? basename(root);
  const limits = limitsOf(yaml);
  const checked = await checkerOf(root, yaml, validation, kind.interactive);
  checkTestdataArgs(checked.checker ?? { kind: 'default' }, testdata.levels);
  return {
    slug: basename(root),
    title,
    statement: statement.format === 'pdf' ? pdfStatementPage(title) : statement.markdown,
    statementFormat: statement.format,
    statementAssets: statement.assets,
    ...(statement.pdfBase64 === undefined ? {} : { statementPdf: statement.pdfBase64 }),
    ...(yaml.difficulty === undefined ? {} : { difficulty: yaml.difficulty }),
    ...(yaml.tags === undefined ? {} : { tags: yaml.tags }),
    ...(yaml.constraints === undefined ? {} : { constraints: yaml.constraints }),
    ...(source === undefined ? {} : { source }),
    ...(license === undefined ? {} : { license }),
    // DOMjudge's .timelimit (BAPCtools writes one too) is the limit its judge holds every submission
    // to, with no safety margin on top for time_limit_exceeded ones.
    limits:
      limits?.timeMs === undefined && domjudge.timeLimitSeconds !== undefined
        ? { ...limits, timeMs: Math.round(domjudge.timeLimitSeconds * 1000), timeSafetyMargin: 1 }
        : limits,
    ...checked,
    testdataArgs: testdata.levels,
    inputValidators,
    checktestdata,
    kind,
    groups: scoring.groups,
    grading: scoring.grading,
    samples,
    interactions,
    secrets,
    templates: templates.sources,
    submissions: submissions.submissions,
    warnings,
  };
}

export async function readProblemPackage(dir: string): Promise<ProblemPackage> {
  const root = resolve(dir);
  let collected: ProblemPackageInput;
  try {
    await assertPlainTree(root);
    collected = await collect(root);
  } catch (error) {
    throw new ProblemPackageError(root, error instanceof Error ? error.message : String(error));
  }
  const parsed = problemPackageSchema.safeParse(collected);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ProblemPackageError(root, issues.join('; '));
}
