import { JUDGE_LIMITS, LANGUAGE_NAME_BY_ID } from '@codecourt/contracts';
import type { LanguageName } from '@codecourt/contracts';
import { packageJudgeLimits, storedFlags } from '@codecourt/problem-package';
import type { PackageSource, PackageTest, ProblemPackage } from '@codecourt/problem-package';
import type { ProblemFormat } from '../../../db/schema/index.js';
import type { ProblemRecord, StoredCode, StoredTemplate } from '../problem-record.js';

const testName = (test: PackageTest, index: number) => test.name ?? String(index + 1).padStart(2, '0');

/** One source per language: `solution.<ext>` (or `solution.fn.<ext>`) when there is one, else the first in the folder. */
export function onePerLanguage<T extends PackageSource>(sources: readonly T[]): Map<LanguageName, T> {
  const chosen = new Map<LanguageName, T>();
  for (const source of sources) {
    const language = LANGUAGE_NAME_BY_ID[source.language];
    const current = chosen.get(language);
    if (!current || (!current.file?.startsWith('solution.') && source.file?.startsWith('solution.')))
      chosen.set(language, source);
  }
  return chosen;
}

function templatesOf(pkg: ProblemPackage): StoredTemplate[] {
  return [...onePerLanguage(pkg.templates)].map(([language, t]) => ({
    language,
    code: t.source,
    harness: t.harness ?? null,
  }));
}

/**
 * Accepted submissions as reference solutions, in the form the editor holds: function-only ones for a
 * language whose template has a harness, whole programs for the others.
 */
function referenceSolutionsOf(pkg: ProblemPackage): StoredCode[] {
  const harnessed = new Set(pkg.templates.filter((t) => t.harness).map((t) => t.language));
  const fitting = pkg.submissions.filter(
    (s) => s.directory === 'accepted' && s.functionOnly === harnessed.has(s.language),
  );
  return [...onePerLanguage(fitting)].map(([language, s]) => ({ language, code: s.source }));
}

/**
 * A read package as the database stores it. Samples become the visible tests (a missing .md is an
 * empty explanation), secret tests the hidden ones, templates the starter code and accepted
 * submissions the reference solutions.
 */
/** The validator or interactor: the checker's program (its other files go to the record's format). */
function validatorOf(
  pkg: ProblemPackage,
): Extract<ProblemPackage['checker'], { kind: 'custom' }>['validator'] | null {
  if (pkg.checker.kind === 'custom') return pkg.checker.validator;
  if (pkg.checker.kind === 'interactive') return pkg.checker.interactor;
  return null;
}

function formatOf(pkg: ProblemPackage): ProblemFormat {
  const program = validatorOf(pkg);
  return {
    kind: pkg.kind,
    groups: pkg.groups,
    ...(Object.keys(pkg.grading).length > 0 ? { grading: pkg.grading } : {}),
    interactions: pkg.interactions,
    validatorFiles: program?.files ?? [],
    ...(program?.entry === undefined ? {} : { validatorEntry: program.entry }),
    statementFormat: pkg.statementFormat,
    statementAssets: pkg.statementAssets,
    ...(pkg.statementPdf === undefined ? {} : { statementPdf: pkg.statementPdf }),
    judgeLimits: packageJudgeLimits(pkg.limits),
    ...(pkg.inputValidators.length > 0 ? { inputValidators: pkg.inputValidators } : {}),
    ...(pkg.checktestdata.length > 0 ? { checktestdata: pkg.checktestdata } : {}),
    ...(pkg.testdataArgs.length > 0 ? { testdataArgs: pkg.testdataArgs } : {}),
  };
}

export function recordFromPackage(pkg: ProblemPackage, timeLimitMs: number): ProblemRecord {
  const { checker } = pkg;
  const program = validatorOf(pkg);
  return {
    slug: pkg.slug,
    title: pkg.title,
    description: pkg.statement,
    difficulty: pkg.difficulty,
    tags: pkg.tags.join(','),
    constraints: pkg.constraints,
    timeLimitMs,
    memoryLimitKb: pkg.limits.memoryKb ?? JUDGE_LIMITS.defaultMemoryKb,
    validation: checker.kind === 'default' ? 'default' : 'custom',
    validatorFlags: storedFlags(checker),
    validator: program ? { language: program.language, source: program.source } : null,
    editorial: false,
    source: pkg.source ?? null,
    license: pkg.license ?? null,
    samples: pkg.samples.map((t, i) => ({
      name: testName(t, i),
      input: t.input,
      output: t.answer,
      explanation: t.explanation ?? '',
    })),
    secrets: pkg.secrets.map((t, i) => ({ name: testName(t, i), input: t.input, output: t.answer })),
    templates: templatesOf(pkg),
    referenceSolutions: referenceSolutionsOf(pkg),
    format: formatOf(pkg),
  };
}
