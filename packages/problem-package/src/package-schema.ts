// The problem package as the app sees it once read: what the importer stores and the exporter writes back.
import {
  compileLimitsSchema,
  problemCheckerSchema,
  programSourceSchema,
  DIFFICULTIES,
  JUDGE_LIMITS,
  LANGUAGE_IDS,
  PROBLEM_TAGS,
  VERDICTS,
  validatorArgsSchema,
  validatorLimitsSchema,
  verdictRuleSchema,
} from '@codecourt/contracts';
import { z } from 'zod';
import { SUBMISSION_DIRECTORIES } from './kattis-verdicts.js';

/** Defaults for packages that lack our own problem.yaml keys (packages from other Kattis-format libraries). */
export const PACKAGE_DEFAULTS = {
  /** The middle of the scale: nothing says the problem is easy or hard. */
  difficulty: 'medium',
  /** No topic rather than a made-up one: the problem is listed under "all" only. */
  tags: [],
  constraints: [],
  /** Kattis: time limit = slowest accepted submission × time_multiplier, at least 1 s (applied by the importer). */
  timeMultiplier: 5,
  timeRule: 'legacy',
} as const;

/**
 * The Kattis formats' rules for a missing time limit. legacy: slowest accepted × time_multiplier
 * (default 5), rounded to whole seconds, at least 1 s. 2023-07: slowest accepted ×
 * time_multipliers.ac_to_time_limit (default 2), rounded up to time_resolution (default 1 s).
 */
export const KATTIS_TIME_RULES = {
  legacy: { timeMultiplier: 5, timeSafetyMargin: 2 },
  '2023-07': { timeMultiplier: 2, timeResolutionMs: 1_000, timeSafetyMargin: 1.5 },
} as const;
export type KattisTimeRule = keyof typeof KATTIS_TIME_RULES;

// The Kattis file-name rule plus `+`: DOMjudge's own examples name C++ sources `*.c++`.
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._+-]*$/;
/** A `/`-separated path of plain names: no absolute paths, no `..`, nothing outside its folder. */
export const isRelativeName = (name: string) =>
  name.split('/').every((part) => SEGMENT.test(part) && part !== '..');
/** A file or test name inside the package: no absolute paths, no `..`, nothing outside its folder. */
const relativeName = z.string().refine(isRelativeName, 'must be a relative name without ..');
const fileName = z.string().regex(SEGMENT, 'must be a plain file name');

export const packageTestSchema = z.object({
  /** Path below data/sample or data/secret without the extension, e.g. `01` or `group1/03`. */
  name: relativeName.optional(),
  input: z.string(),
  answer: z.string(),
  /** data/sample/<name>.md: the sample's explanation. */
  explanation: z.string().optional(),
});
export type PackageTest = z.infer<typeof packageTestSchema>;

export const packageSourceSchema = z.object({
  file: fileName.optional(),
  language: z.enum(LANGUAGE_IDS),
  source: z.string(),
});
export type PackageSource = z.infer<typeof packageSourceSchema>;

/** A problem's hidden code around the user's part for one language (D10: docs/decisions/d10-function-only-harness.md). */
export const harnessSchema = z.object({ prepend: z.string(), append: z.string() });
export type Harness = z.infer<typeof harnessSchema>;

/**
 * A starter template. With a harness, `source` is the part the editor shows (the user's class or
 * function) and the harness holds the hidden code around it; without one it is a whole program.
 */
export const packageTemplateSchema = packageSourceSchema.extend({ harness: harnessSchema.optional() });
export type PackageTemplate = z.infer<typeof packageTemplateSchema>;

/** A known submission's file name marks it as the user's part only (judged inside the harness). */
export const FUNCTION_ONLY_INFIX = '.fn';

/** A file beside a program's main source: another source, a header, a data file (`path` relative to the program's folder). */
export const packageFileSchema = z.object({ path: relativeName, content: z.string() });
export type PackageFile = z.infer<typeof packageFileSchema>;

export const packageSubmissionSchema = packageSourceSchema.extend({
  /**
   * A multi-file submission (a folder under submissions/<verdict>/, `file` is the folder's name) or a
   * source with files beside it: every other file; `source` is the entry point's.
   */
  files: z.array(packageFileSchema).default([]),
  /** The entry point's path inside a multi-file submission (submissions.json or the language's rule). */
  entry: relativeName.optional(),
  /**
   * Every verdict the submission may get (DOMjudge's `@EXPECTED_RESULTS@:` line or submissions.json);
   * left out, exactly `expected`.
   */
  expectedAny: z.array(z.enum(VERDICTS)).min(1).optional(),
  /** partially_accepted/ (scoring problems): the score must lie strictly between 0 and the maximum. */
  partialScore: z.boolean().optional(),
  /** Only the user's part (`<name>.fn.<ext>`): judged joined with the template's harness of its language. */
  functionOnly: z.boolean().default(false),
  directory: z.enum(SUBMISSION_DIRECTORIES),
  /** The verdict the judge must give it, from its directory. */
  expected: z.enum(VERDICTS),
});
export type PackageSubmission = z.infer<typeof packageSubmissionSchema>;

/** What kind of judging a problem asks for: Kattis `type` (2023-07) or `validation` keywords (legacy). */
export const packageKindSchema = z.object({
  scoring: z.boolean(),
  /** The validator is an interactor: it talks to the program through crossed pipes. */
  interactive: z.boolean(),
  /** The validator may write nextpass.in for another run of the program, up to validationPasses. */
  multiPass: z.boolean(),
  /** limits.validation_passes (default 2 for multi-pass problems; the format bounds it only below). */
  validationPasses: z.number().int().min(2).optional(),
});
export type PackageKind = z.infer<typeof packageKindSchema>;

/** One test group of a scoring problem: data/secret/<name>/ and its testdata.yaml (Kattis keys, camelCase). */
/** A level's verdict rule from legacy testdata.yaml (contracts' verdictRuleSchema). */
export type VerdictRule = z.infer<typeof verdictRuleSchema>;

/** The verdict rules of data/ (with ignore_sample) and data/secret; a group's own are on the group. */
export const packageGradingSchema = z.object({
  root: verdictRuleSchema.extend({ ignoreSample: z.boolean().optional() }).optional(),
  secret: verdictRuleSchema.optional(),
});
export type PackageGrading = z.infer<typeof packageGradingSchema>;

export const testGroupSchema = z.object({
  /** The folder below data/secret, e.g. `group1`; test names start with `<name>/`. */
  name: relativeName,
  aggregation: z.enum(['sum', 'min']).default('sum'),
  /** The group's maximum score (2023-07 `score`, legacy `range`'s upper end). */
  score: z.number().nonnegative().optional(),
  acceptScore: z.number().optional(),
  rejectScore: z.number().optional(),
  /** Legacy `range: "min max"`. */
  range: z.tuple([z.number(), z.number()]).optional(),
  /** Legacy grader_flags and on_reject of this group (inherited from data/ and data/secret). */
  verdicts: verdictRuleSchema.optional(),
});
export type TestGroup = z.infer<typeof testGroupSchema>;

/**
 * A folder of data/ (relative: '' is data/ itself, then e.g. `secret/group1`) whose testdata.yaml gives the
 * output validator words (testdata-args.ts).
 */
export const testdataArgsSchema = z.object({ dir: z.string().max(200), args: validatorArgsSchema });
export type TestdataArgs = z.infer<typeof testdataArgsSchema>;

/** data/sample/<name>.interaction: an interactive sample's dialogue, shown in the statement (not run). */
export const sampleInteractionSchema = z.object({ name: relativeName, dialogue: z.string() });
export type SampleInteraction = z.infer<typeof sampleInteractionSchema>;

/** A figure a statement includes: `path` as the statement names it (below the statement folder), bytes in base64. */
export const statementAssetSchema = z.object({ path: relativeName, base64: z.string() });
export type StatementAsset = z.infer<typeof statementAssetSchema>;

export const packageLimitsSchema = z.object({
  /** problem.yaml limits.time_limit (seconds) in ms; undefined = the importer applies the Kattis rule. */
  timeMs: z.number().int().min(JUDGE_LIMITS.minTimeMs).max(JUDGE_LIMITS.maxTimeMs).optional(),
  /** limits.memory (MiB) in KB; undefined = the judge's default. */
  memoryKb: z.number().int().min(JUDGE_LIMITS.minMemoryKb).max(JUDGE_LIMITS.maxMemoryKb).optional(),
  /** limits.output (MiB) in bytes. */
  outputBytes: z.number().int().positive().max(JUDGE_LIMITS.maxOutputBytes).optional(),
  /** compilation_time and compilation_memory, validation_time and validation_memory (format-defaults.ts). */
  compileMs: compileLimitsSchema.shape.cpuMs,
  compileMemoryKb: compileLimitsSchema.shape.memoryKb,
  validationMs: validatorLimitsSchema.shape.timeMs,
  validationMemoryKb: validatorLimitsSchema.shape.memoryKb,
  /** validation_output (MiB) in bytes: what a validator or interactor may write. */
  validationOutputBytes: validatorLimitsSchema.shape.outputBytes,
  timeMultiplier: z.number().positive().default(PACKAGE_DEFAULTS.timeMultiplier),
  /** The problem format version whose rule derives a missing time limit. */
  timeRule: z.enum(['legacy', '2023-07']).default(PACKAGE_DEFAULTS.timeRule),
  /** 2023-07's time_resolution in ms: the derived limit is rounded up to a multiple of it. */
  timeResolutionMs: z.number().int().positive().optional(),
  /**
   * legacy time_safety_margin (default 2), 2023-07 time_multipliers.time_limit_to_tle (default 1.5): a
   * time_limit_exceeded submission must still exceed the time limit this many times over.
   */
  timeSafetyMargin: z.number().positive().optional(),
});
export type PackageLimits = z.infer<typeof packageLimitsSchema>;

/** A program of input_validators/ (a file, or a folder's entry with the folder's other files). */
export const inputValidatorSchema = z.object({ path: relativeName, program: programSourceSchema });
export type InputValidator = z.infer<typeof inputValidatorSchema>;
/** A checktestdata program of input_validators/ (its path below that folder): kept so an export writes it back. */
export const checktestdataProgramSchema = z.object({ path: relativeName, source: z.string() });
export type ChecktestdataProgram = z.infer<typeof checktestdataProgramSchema>;

export const problemPackageSchema = z.object({
  slug: fileName,
  title: z.string().trim().min(1),
  /** problem_statement/problem.en.md, Markdown. */
  statement: z.string(),
  difficulty: z.enum(DIFFICULTIES).default(PACKAGE_DEFAULTS.difficulty),
  tags: z.array(z.enum(PROBLEM_TAGS)).default([...PACKAGE_DEFAULTS.tags]),
  constraints: z.array(z.string()).default([...PACKAGE_DEFAULTS.constraints]),
  source: z.string().optional(),
  license: z.string().optional(),
  limits: packageLimitsSchema.default({
    timeMultiplier: PACKAGE_DEFAULTS.timeMultiplier,
    timeRule: PACKAGE_DEFAULTS.timeRule,
  }),
  /** Ready for the engine's request: the default validator's flags, or the custom validator or interactor (with its other files, e.g. validate.h). */
  checker: problemCheckerSchema.default({ kind: 'default', flags: {} }),
  /** Where a custom validator lives below output_validators/, e.g. `validator/validator.cpp`. */
  validatorPath: relativeName.optional(),
  /** Programs that must accept every test input (exit 42), run by whoever holds a judge (import, verify). */
  inputValidators: z.array(inputValidatorSchema).default([]),
  checktestdata: z.array(checktestdataProgramSchema).default([]),
  /** problem.yaml `type` (2023-07) or `validation: custom interactive|score` (legacy). */
  kind: packageKindSchema.default({ scoring: false, interactive: false, multiPass: false }),
  /** data/secret/<group>/ with their testdata.yaml, for scoring problems (empty otherwise). */
  groups: z.array(testGroupSchema).default([]),
  /** Scoring problems: the verdict rules of data/ and data/secret (legacy grader_flags, on_reject). */
  grading: packageGradingSchema.default({}),
  /** testdata.yaml's output validator words, by folder of data/. */
  testdataArgs: z.array(testdataArgsSchema).default([]),
  /** The statement as it came: Markdown, LaTeX (converted to Markdown) or a PDF (a short generated page). */
  statementFormat: z.enum(['markdown', 'latex', 'pdf']).default('markdown'),
  /** Files the statement shows (figures), by the path the statement names them. */
  statementAssets: z.array(statementAssetSchema).default([]),
  /** A PDF statement, base64, offered as a download. */
  statementPdf: z.string().optional(),
  samples: z.array(packageTestSchema),
  /** Interactive samples as dialogues (data/sample/*.interaction). */
  interactions: z.array(sampleInteractionSchema).default([]),
  secrets: z.array(packageTestSchema),
  templates: z.array(packageTemplateSchema).default([]),
  submissions: z.array(packageSubmissionSchema).default([]),
  /** What the reader skipped (files in no language we run, unknown submission folders). */
  warnings: z.array(z.string()).default([]),
});
/** A package as read: every default applied. */
export type ProblemPackage = z.output<typeof problemPackageSchema>;
/** What writeProblemPackage accepts: defaults and file/test names may be left out. */
export type ProblemPackageInput = z.input<typeof problemPackageSchema>;
