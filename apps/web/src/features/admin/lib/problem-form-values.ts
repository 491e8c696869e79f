import {
  JUDGE_LIMITS,
  splitTags,
  type Difficulty,
  type Problem,
  type ProblemInput,
  type ProblemUpdateInput,
  type ProblemTag,
  type HarnessInput,
} from '@codecourt/contracts';
import {
  FORM_LANGUAGES,
  OPTIONAL_LANGUAGES,
  byFormLanguage,
  isFormLanguage,
  valueIn,
  type ByFormLanguage,
  type FormLanguage,
} from '@/features/admin/lib/form-languages';
import {
  emptyHarnesses,
  harnessInput,
  harnessesFrom,
  sameHarnesses,
  type FormHarnesses,
} from '@/features/admin/lib/harness-values';

export type VisibleRow = { key: string; input: string; output: string; explanation: string };
/** `name` is the stored test's (loaded rows only): an edit removes tests by it. */
export type HiddenRow = { key: string; input: string; output: string; name?: string };
export type LanguageCode = { template: string; reference: string };
const EMPTY_CODE: LanguageCode = { template: '', reference: '' };
/** A language's two codes in the form; blank when none were written. */
export const codeIn = (code: ByFormLanguage<LanguageCode>, language: FormLanguage): LanguageCode =>
  valueIn(code, language, EMPTY_CODE);

/** What the problem form holds while it is edited; rows carry a key so reordering keeps their inputs. */
export type ProblemFormValues = {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: ProblemTag[];
  constraints: string;
  visibleTestCases: VisibleRow[];
  hiddenTestCases: HiddenRow[];
  code: ByFormLanguage<LanguageCode>;
  /** Each language's hidden code around the user's part (function-only problems); blank: whole programs. */
  harness: FormHarnesses;
  /** As typed: milliseconds of CPU per test. */
  timeLimitMs: string;
  /** As typed, in megabytes; the body carries KiB like the stored problem. */
  memoryLimitMb: string;
};

const KB_PER_MB = 1024;

let nextKey = 0;
/** Unique for the page's life: keys of test rows, and of each form's editor models. */
export const uniqueKey = (): string => `k${String((nextKey += 1))}`;

export const emptyVisibleRow = (): VisibleRow => ({
  key: uniqueKey(),
  input: '',
  output: '',
  explanation: '',
});
export const emptyHiddenRow = (): HiddenRow => ({ key: uniqueKey(), input: '', output: '' });

const emptyCode = (): ByFormLanguage<LanguageCode> => byFormLanguage(() => ({ ...EMPTY_CODE }));

export function emptyProblemForm(): ProblemFormValues {
  return {
    title: '',
    description: '',
    difficulty: 'easy',
    tags: [],
    constraints: '',
    visibleTestCases: [emptyVisibleRow()],
    hiddenTestCases: [emptyHiddenRow()],
    code: emptyCode(),
    harness: emptyHarnesses(),
    timeLimitMs: String(JUDGE_LIMITS.defaultTimeMs),
    memoryLimitMb: String(JUDGE_LIMITS.defaultMemoryKb / KB_PER_MB),
  };
}

/** A typed number, or nothing when the field is blank (the server then keeps or defaults the limit). */
const typedNumber = (value: string): number | undefined =>
  value.trim() === '' ? undefined : Number(value.trim());

/** The request body: optional languages travel only when both of their codes are written. */
export function toProblemInput(values: ProblemFormValues): ProblemInput {
  const languages = FORM_LANGUAGES.filter(
    (language) =>
      !OPTIONAL_LANGUAGES.includes(language) ||
      codeIn(values.code, language).template.trim() !== '' ||
      codeIn(values.code, language).reference.trim() !== '',
  );
  return {
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    tags: values.tags.join(','),
    constraints: values.constraints
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    visibleTestCases: values.visibleTestCases.map(({ input, output, explanation }) => ({
      input,
      output,
      explanation,
    })),
    hiddenTestCases: values.hiddenTestCases.map(({ input, output }) => ({ input, output })),
    startCode: languages.map((language) => ({
      language,
      initialCode: codeIn(values.code, language).template,
    })),
    referenceSolution: languages.map((language) => ({
      language,
      completeCode: codeIn(values.code, language).reference,
    })),
    harnesses: harnessInput(values.harness),
    ...withLimits(values),
  };
}

function withLimits(values: ProblemFormValues): Pick<ProblemInput, 'timeLimitMs' | 'memoryLimitKb'> {
  const timeLimitMs = typedNumber(values.timeLimitMs);
  const memoryLimitMb = typedNumber(values.memoryLimitMb);
  return {
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
    ...(memoryLimitMb === undefined ? {} : { memoryLimitKb: memoryLimitMb * KB_PER_MB }),
  };
}

const isTag = (tag: string, known: readonly string[]): tag is ProblemTag => known.includes(tag);

/** A stored problem as form values; the hidden tests come from the admin read (the public one never carries them). */
export function fromProblem(
  problem: Problem & { harnesses?: readonly HarnessInput[] | undefined },
  hiddenTestCases: readonly { input: string; output: string; name?: string | undefined }[],
  knownTags: readonly string[],
): ProblemFormValues {
  const code = emptyCode();
  for (const entry of problem.startCode)
    if (isFormLanguage(entry.language))
      code[entry.language] = { ...codeIn(code, entry.language), template: entry.initialCode };
  for (const entry of problem.referenceSolution)
    if (isFormLanguage(entry.language))
      code[entry.language] = { ...codeIn(code, entry.language), reference: entry.completeCode };
  return {
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: splitTags(problem.tags).filter((tag) => isTag(tag, knownTags)),
    constraints: problem.constraints.join('\n'),
    visibleTestCases: problem.visibleTestCases.map((row) => ({ key: uniqueKey(), ...row })),
    hiddenTestCases:
      hiddenTestCases.length > 0
        ? hiddenTestCases.map(({ name, input, output }) => ({
            key: uniqueKey(),
            input,
            output,
            ...(name === undefined ? {} : { name }),
          }))
        : [emptyHiddenRow()],
    code,
    harness: harnessesFrom(problem.harnesses),
    timeLimitMs: String(problem.timeLimitMs),
    memoryLimitMb: String(problem.memoryLimitKb / KB_PER_MB),
  };
}

/** Moves the item at `from` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The body of an update: without the hidden tests when the form left them as loaded, so the server judges
 * and keeps its own copy (a library problem's tests are megabytes: sent with every edit they hit 413);
 * when some changed, only the changes (stored tests removed by name, new or edited ones added), unless a
 * loaded row has no name (an older server): then every test. Harnesses left as loaded stay off the body
 * too (the server keeps them).
 */
export function updateInput(
  input: ProblemInput,
  values: Pick<ProblemFormValues, 'hiddenTestCases' | 'harness'>,
  loaded: Pick<ProblemFormValues, 'hiddenTestCases' | 'harness'>,
): ProblemUpdateInput {
  const { harnesses, ...withoutHarnesses } = input;
  return hiddenTestsUpdate(
    sameHarnesses(values.harness, loaded.harness) ? withoutHarnesses : { ...withoutHarnesses, harnesses },
    values,
    loaded,
  );
}

function hiddenTestsUpdate(
  input: ProblemInput,
  values: Pick<ProblemFormValues, 'hiddenTestCases'>,
  loaded: Pick<ProblemFormValues, 'hiddenTestCases'>,
): ProblemUpdateInput {
  const same =
    values.hiddenTestCases.length === loaded.hiddenTestCases.length &&
    values.hiddenTestCases.every((row, i) => {
      const was = loaded.hiddenTestCases[i];
      return was !== undefined && row.input === was.input && row.output === was.output;
    });
  const { hiddenTestCases: _all, ...rest } = input;
  if (same) return rest;
  if (loaded.hiddenTestCases.some((row) => row.name === undefined)) return input;
  const kept = (row: HiddenRow) =>
    values.hiddenTestCases.some(
      (now) => now.key === row.key && now.input === row.input && now.output === row.output,
    );
  const untouched = (row: HiddenRow) =>
    loaded.hiddenTestCases.some(
      (was) => was.key === row.key && was.input === row.input && was.output === row.output,
    );
  return {
    ...rest,
    hiddenTestChanges: {
      removed: loaded.hiddenTestCases.filter((row) => !kept(row)).flatMap((row) => row.name ?? []),
      added: values.hiddenTestCases
        .filter((row) => !untouched(row))
        .map(({ input: testInput, output }) => ({ input: testInput, output })),
    },
  };
}
