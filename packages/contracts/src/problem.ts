import { z } from 'zod';
import { DIFFICULTIES, PROBLEM_TAGS } from './enums.js';
import { ADMIN_OPTIONAL_LANGUAGES, ADMIN_TEMPLATE_LANGUAGES, LANGUAGE_NAMES } from './languages.js';
import { MESSAGES } from './messages.js';
import { idSchema } from './common.js';
import { PROBLEM_MEMORY_LIMIT_KB, PROBLEM_TESTS_MAX, PROBLEM_TIME_LIMIT_MS } from './limits.js';

export const visibleTestCaseSchema = z.object({
  input: z.string().min(1, MESSAGES.testInputRequired),
  output: z.string().min(1, MESSAGES.testOutputRequired),
  explanation: z.string().min(1, MESSAGES.testExplanationRequired),
});
export type VisibleTestCase = z.infer<typeof visibleTestCaseSchema>;

export const hiddenTestCaseSchema = z.object({
  input: z.string().min(1, MESSAGES.testInputRequired),
  output: z.string().min(1, MESSAGES.testOutputRequired),
});
export type HiddenTestCase = z.infer<typeof hiddenTestCaseSchema>;

export const startCodeSchema = z.object({ language: z.enum(LANGUAGE_NAMES), initialCode: z.string() });
export type StartCode = z.infer<typeof startCodeSchema>;

export const referenceSolutionSchema = z.object({
  language: z.enum(LANGUAGE_NAMES),
  completeCode: z.string(),
});
export type ReferenceSolution = z.infer<typeof referenceSolutionSchema>;

/** `tags` is one string, comma-separated when several; each must be a known tag. */
export const tagsSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.tagsRequired)
  .refine(
    (value) => value.split(',').every((t) => (PROBLEM_TAGS as readonly string[]).includes(t.trim())),
    MESSAGES.tagsInvalid,
  );

export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

const ADMIN_LANGUAGES: readonly string[] = [...ADMIN_TEMPLATE_LANGUAGES, ...ADMIN_OPTIONAL_LANGUAGES];

/** C++, Java and JavaScript once each with code, plus Python when given (then with code too); nothing else. */
function exactlyTheAdminLanguages(entries: readonly { language: string; code: string }[]): boolean {
  const languages = entries.map((e) => e.language);
  if (new Set(languages).size !== languages.length) return false;
  if (!languages.every((language) => ADMIN_LANGUAGES.includes(language))) return false;
  if (!entries.every((e) => e.code.trim().length > 0)) return false;
  return ADMIN_TEMPLATE_LANGUAGES.every((language) => languages.includes(language));
}

/** A whole number within the judge's bounds, every failure answered with the one message. */
const limitSchema = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

/**
 * A language's hidden code around the user's part (a function-only problem, like the library's): the
 * judge runs prepend + the user's code + append. With one, starter code and reference solution are that
 * part only.
 */
export const harnessInputSchema = z.object({
  language: z.enum(LANGUAGE_NAMES),
  prepend: z.string(),
  append: z.string(),
});
export type HarnessInput = z.infer<typeof harnessInputSchema>;

/** The fields of the admin problem form, before the whole-body checks. */
const problemInputFields = z.object({
  title: z.string().trim().min(1, MESSAGES.titleRequired).max(200),
  // Not trimmed: a statement's own whitespace (a library file's final newline) goes back as it came.
  description: z.string().refine((text) => text.trim() !== '', MESSAGES.descriptionRequired),
  difficulty: z.enum(DIFFICULTIES, MESSAGES.difficultyInvalid),
  tags: tagsSchema,
  constraints: z.array(z.string()).default([]),
  visibleTestCases: z.array(visibleTestCaseSchema).min(1, MESSAGES.visibleTestRequired),
  hiddenTestCases: z.array(hiddenTestCaseSchema).min(1, MESSAGES.hiddenTestRequired),
  startCode: z
    .array(startCodeSchema)
    .refine(
      (s) => exactlyTheAdminLanguages(s.map((e) => ({ language: e.language, code: e.initialCode }))),
      MESSAGES.allLanguagesRequired,
    ),
  referenceSolution: z
    .array(referenceSolutionSchema)
    .refine(
      (s) => exactlyTheAdminLanguages(s.map((e) => ({ language: e.language, code: e.completeCode }))),
      MESSAGES.allLanguagesRequired,
    ),
  /** CPU time per test; left out, a new problem gets the judge's default and an update keeps its own. */
  timeLimitMs: limitSchema(PROBLEM_TIME_LIMIT_MS, MESSAGES.timeLimitInvalid).optional(),
  /** Memory in KiB, like the stored problem's; left out as the time limit is. */
  memoryLimitKb: limitSchema(PROBLEM_MEMORY_LIMIT_KB, MESSAGES.memoryLimitInvalid).optional(),
  /**
   * Every language's harness: a language left out has none (whole programs). Left out altogether, a new
   * problem has none and an update keeps the ones it had.
   */
  harnesses: z
    .array(harnessInputSchema)
    .refine((h) => new Set(h.map((e) => e.language)).size === h.length, MESSAGES.harnessRepeated)
    .optional(),
});

/** The judge's bound on a problem's tests, visible and hidden together (hidden left out counts none). */
const withinTestsMax = (input: { visibleTestCases: unknown[]; hiddenTestCases?: unknown[] }) =>
  input.visibleTestCases.length + (input.hiddenTestCases?.length ?? 0) <= PROBLEM_TESTS_MAX;
const tooManyTests = { message: MESSAGES.tooManyTests, path: ['hiddenTestCases'] };

/** Create/update body of the admin problem form. */
export const problemInputSchema = problemInputFields.refine(withinTestsMax, tooManyTests);
export type ProblemInput = z.infer<typeof problemInputSchema>;

/**
 * What an edit changed in the stored hidden tests: the names of those removed and the tests added (an
 * edited test is both). Larger tests are uploaded as files (POST /problem-tests/{id}).
 */
export const hiddenTestChangesSchema = z.object({
  removed: z.array(z.string().min(1).max(200)).max(PROBLEM_TESTS_MAX).default([]),
  added: z.array(hiddenTestCaseSchema).max(PROBLEM_TESTS_MAX).default([]),
});
export type HiddenTestChanges = z.infer<typeof hiddenTestChangesSchema>;

/**
 * Update/verify body of an existing problem: the hidden tests may be left out, and then the server's own
 * copy is judged and kept (a library problem carries megabytes of them; they never travel with an edit),
 * or be given as the changes to that copy (`hiddenTestChanges`), never both.
 */
export const problemUpdateInputSchema = problemInputFields
  .extend({
    hiddenTestCases: problemInputFields.shape.hiddenTestCases.optional(),
    hiddenTestChanges: hiddenTestChangesSchema.optional(),
  })
  .refine((input) => !(input.hiddenTestCases && input.hiddenTestChanges), {
    message: MESSAGES.hiddenTestsTwice,
    path: ['hiddenTestChanges'],
  })
  .refine(
    (input) =>
      withinTestsMax({
        visibleTestCases: input.visibleTestCases,
        hiddenTestCases: input.hiddenTestCases ?? input.hiddenTestChanges?.added,
      }),
    tooManyTests,
  );
export type ProblemUpdateInput = z.infer<typeof problemUpdateInputSchema>;

/** A problem in the list (GET /problem/getAllProblem). */
export const problemSummarySchema = z.object({
  _id: idSchema,
  /** The package's name: /problem/{slug} opens it as /problem/{_id} does. */
  slug: z.string(),
  /** Given once in creation order and never reused: the list's "#". */
  number: z.number().int().positive(),
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  tags: z.string(),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

/** A problem as the workspace reads it (GET /problem/problemById/{id}): hidden tests never leave the server. */
export const problemSchema = problemSummarySchema.extend({
  /** The statement's Markdown source. */
  description: z.string(),
  /**
   * The statement as sanitised HTML, rendered once when the problem was written: safe to insert as is.
   * The API always sends it; optional so clients and fixtures written before it still parse.
   */
  descriptionHtml: z.string().optional(),
  constraints: z.array(z.string()),
  // Looser than the admin form: imported packages may have a sample without an explanation (.md) or with empty input.
  visibleTestCases: z.array(z.object({ input: z.string(), output: z.string(), explanation: z.string() })),
  startCode: z.array(startCodeSchema),
  referenceSolution: z.array(referenceSolutionSchema),
  editorial: z.boolean(),
  /** The solution video, when an admin has uploaded one: where it plays, its poster and length in seconds. */
  secureUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  duration: z.number().nonnegative().optional(),
  timeLimitMs: z.number().int().positive(),
  memoryLimitKb: z.number().int().positive(),
  /** Scoring problems: each test group's name and maximum score, in judging order. */
  scoringGroups: z.array(z.object({ name: z.string(), maxScore: z.number().optional() })).optional(),
  /** Interactive problems: the program talks to the judge's interactor (the samples are dialogues in the statement). */
  interactive: z.boolean().optional(),
  /** A statement published as a PDF: where to download it (the description is a short page about it). */
  statementPdfUrl: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** A problem as the admin update form reads it (GET /problem/admin/{id}): the workspace's view plus its hidden tests. */
export const adminProblemSchema = problemSchema.extend({
  // As loose as the visible ones: an imported package may have a hidden test with empty input.
  // `name` is what an edit's hiddenTestChanges.removed names (optional for clients written before it).
  hiddenTestCases: z.array(z.object({ name: z.string().optional(), input: z.string(), output: z.string() })),
  /** Each language's hidden harness (the form edits them); none for whole-program templates. */
  harnesses: z.array(harnessInputSchema).optional(),
});
export type AdminProblem = z.infer<typeof adminProblemSchema>;

/** POST /problem-tests/{id}: the uploaded hidden tests were judged with every reference and saved. */
export const testUploadResponseSchema = z.object({
  /** Tests with a new name, added after the stored ones. */
  added: z.number().int().nonnegative(),
  /** Tests named like a stored one, which they replaced. */
  replaced: z.number().int().nonnegative(),
  /** The problem's hidden tests now. */
  hiddenTests: z.number().int().positive(),
});
export type TestUploadResponse = z.infer<typeof testUploadResponseSchema>;
