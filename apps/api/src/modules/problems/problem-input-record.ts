import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { ProblemInput } from '@codecourt/contracts';
import { PLAIN_FORMAT } from '../../db/schema/index.js';
import type { ProblemRow } from '../../db/schema/index.js';
import type { ProblemRecord, StoredTemplate } from './problem-record.js';

/** A folder-safe slug from a title: "Two Sum!" -> "two-sum". */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'problem';
}

const testName = (index: number) => String(index + 1).padStart(2, '0');

/**
 * The admin form as a stored problem. Limits left off the form are the judge's defaults for a new
 * problem and what an updated one had. Checking and the templates' harnesses are not on the form: a new
 * problem gets the default checker and whole-program templates; an updated one keeps what it had (the
 * form edits the visible part of a harnessed template).
 */
export function recordFromInput(
  input: ProblemInput,
  existing?: ProblemRow,
  existingTemplates: readonly StoredTemplate[] = [],
): ProblemRecord {
  const harnessOf = (language: string) =>
    existingTemplates.find((t) => t.language === language)?.harness ?? null;
  return {
    slug: existing?.slug ?? slugify(input.title),
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    tags: input.tags,
    constraints: input.constraints,
    timeLimitMs: input.timeLimitMs ?? existing?.timeLimitMs ?? JUDGE_LIMITS.defaultTimeMs,
    memoryLimitKb: input.memoryLimitKb ?? existing?.memoryLimitKb ?? JUDGE_LIMITS.defaultMemoryKb,
    validation: existing?.validation ?? 'default',
    validatorFlags: existing?.validatorFlags ?? '',
    validator:
      existing?.validatorSource && existing.validatorLanguage
        ? { language: existing.validatorLanguage, source: existing.validatorSource }
        : null,
    editorial: existing?.editorial ?? false,
    source: existing?.source ?? null,
    license: existing?.license ?? null,
    samples: input.visibleTestCases.map((t, i) => ({ name: testName(i), ...t })),
    secrets: input.hiddenTestCases.map((t, i) => ({ name: testName(i), ...t })),
    templates: input.startCode.map((s) => ({
      language: s.language,
      code: s.initialCode,
      harness: harnessOf(s.language),
    })),
    referenceSolutions: input.referenceSolution.map((s) => ({ language: s.language, code: s.completeCode })),
    format: existing?.format ?? PLAIN_FORMAT,
  };
}
