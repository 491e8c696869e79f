// The problem package as the app sees it once read: what the importer stores and the exporter writes back.
import {
  checkerSpecSchema,
  DIFFICULTIES,
  JUDGE_LIMITS,
  LANGUAGE_IDS,
  PROBLEM_TAGS,
  VERDICTS,
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
  legacy: { timeMultiplier: 5 },
  '2023-07': { timeMultiplier: 2, timeResolutionMs: 1_000 },
} as const;
export type KattisTimeRule = keyof typeof KATTIS_TIME_RULES;

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
/** A file or test name inside the package: no absolute paths, no `..`, nothing outside its folder. */
const relativeName = z
  .string()
  .refine(
    (name) => name.split('/').every((part) => SEGMENT.test(part) && part !== '..'),
    'must be a relative name without ..',
  );
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

export const packageSubmissionSchema = packageSourceSchema.extend({
  /** Only the user's part (`<name>.fn.<ext>`): judged joined with the template's harness of its language. */
  functionOnly: z.boolean().default(false),
  directory: z.enum(SUBMISSION_DIRECTORIES),
  /** The verdict the judge must give it, from its directory. */
  expected: z.enum(VERDICTS),
});
export type PackageSubmission = z.infer<typeof packageSubmissionSchema>;

export const packageLimitsSchema = z.object({
  /** problem.yaml limits.time_limit (seconds) in ms; undefined = the importer applies the Kattis rule. */
  timeMs: z.number().int().min(JUDGE_LIMITS.minTimeMs).max(JUDGE_LIMITS.maxTimeMs).optional(),
  /** limits.memory (MiB) in KB; undefined = the judge's default. */
  memoryKb: z.number().int().min(JUDGE_LIMITS.minMemoryKb).max(JUDGE_LIMITS.maxMemoryKb).optional(),
  /** limits.output (MiB) in bytes. */
  outputBytes: z.number().int().positive().max(JUDGE_LIMITS.maxOutputBytes).optional(),
  timeMultiplier: z.number().positive().default(PACKAGE_DEFAULTS.timeMultiplier),
  /** The problem format version whose rule derives a missing time limit. */
  timeRule: z.enum(['legacy', '2023-07']).default(PACKAGE_DEFAULTS.timeRule),
  /** 2023-07's time_resolution in ms: the derived limit is rounded up to a multiple of it. */
  timeResolutionMs: z.number().int().positive().optional(),
});
export type PackageLimits = z.infer<typeof packageLimitsSchema>;

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
  /** Ready for the engine's request: the default validator's flags, or the custom validator's source. */
  checker: checkerSpecSchema.default({ kind: 'default', flags: {} }),
  /** Where a custom validator lives below output_validators/, e.g. `validator/validator.cpp`. */
  validatorPath: relativeName.optional(),
  samples: z.array(packageTestSchema),
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
