import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { HarnessInput, ProblemInput } from '@codecourt/contracts';
import { PLAIN_FORMAT } from '../../db/schema/index.js';
import type { ProblemRow } from '../../db/schema/index.js';
import type { ProblemRecord, StoredTemplate, StoredTestCase } from './problem-record.js';

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

type NamedTest = Pick<StoredTestCase, 'name' | 'input' | 'output'>;

/**
 * The hidden tests' names on an update. A name places a test in its scoring group (`1-small/03`), so a
 * test the form sends back unchanged keeps its name, else the test at its position keeps that one's
 * (an edited input stays in its group); only a test beyond the old ones gets a new, ungrouped name.
 */
function hiddenTestNames(
  tests: readonly Omit<NamedTest, 'name'>[],
  existing: readonly NamedTest[],
): string[] {
  const used = new Set<string>();
  const take = (name: string) => {
    used.add(name);
    return name;
  };
  const unchanged = tests.map((t) => {
    const same = existing.find((e) => !used.has(e.name) && e.input === t.input && e.output === t.output);
    return same === undefined ? undefined : take(same.name);
  });
  return tests.map((_, i) => {
    const kept = unchanged[i];
    if (kept !== undefined) return kept;
    const atPosition = existing[i]?.name;
    if (atPosition !== undefined && !used.has(atPosition)) return take(atPosition);
    let fresh = testName(i);
    for (let n = 2; used.has(fresh) || existing.some((e) => e.name === fresh); n++)
      fresh = `${testName(i)}-${String(n)}`;
    return take(fresh);
  });
}

/** The templates' harnesses as the admin form edits them. */
export function harnessesOf(templates: readonly StoredTemplate[]): HarnessInput[] {
  return templates.flatMap((t) => (t.harness ? [{ language: t.language, ...t.harness }] : []));
}

/**
 * The admin form as a stored problem. Limits left off the form are the judge's defaults for a new
 * problem and what an updated one had. Checking is not on the form: a new problem gets the default
 * checker, an updated one keeps its own. Harnesses given replace them all (a language left out has
 * none); left out, a new problem's templates are whole programs and an updated one keeps its harnesses.
 */
export function recordFromInput(
  input: ProblemInput,
  existing?: ProblemRow,
  existingTemplates: readonly StoredTemplate[] = [],
  existingSecrets: readonly NamedTest[] = [],
): ProblemRecord {
  const harnessOf = (language: string) => {
    if (input.harnesses) {
      const given = input.harnesses.find((h) => h.language === language);
      return given ? { prepend: given.prepend, append: given.append } : null;
    }
    return existingTemplates.find((t) => t.language === language)?.harness ?? null;
  };
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
    secrets: ((names) => input.hiddenTestCases.map((t, i) => ({ name: names[i] ?? testName(i), ...t })))(
      hiddenTestNames(input.hiddenTestCases, existingSecrets),
    ),
    templates: input.startCode.map((s) => ({
      language: s.language,
      code: s.initialCode,
      harness: harnessOf(s.language),
    })),
    referenceSolutions: input.referenceSolution.map((s) => ({ language: s.language, code: s.completeCode })),
    format: existing?.format ?? PLAIN_FORMAT,
  };
}
