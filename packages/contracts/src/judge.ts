// The judge engine's side: the request the API (in process or through the queue) hands to the engine and the
// result it gets back. The API turns a result into a Judgement (judgement.ts) before anyone sees it.
import { z } from 'zod';
import { SANDBOX_DRIVERS, VERDICTS } from './enums.js';
import { LANGUAGE_IDS } from './languages.js';
import {
  CODE_MAX_BYTES,
  PROBLEM_MEMORY_LIMIT_KB,
  PROBLEM_TESTS_MAX,
  PROBLEM_TIME_LIMIT_MS,
} from './limits.js';
import { MESSAGES } from './messages.js';

/** Bounds and defaults of one submission's limits; languages add their own allowances on top. */
export const JUDGE_LIMITS = {
  defaultTimeMs: 2_000,
  minTimeMs: PROBLEM_TIME_LIMIT_MS.min,
  maxTimeMs: PROBLEM_TIME_LIMIT_MS.max,
  maxWallMs: 60_000,
  defaultMemoryKb: 256 * 1024,
  minMemoryKb: PROBLEM_MEMORY_LIMIT_KB.min,
  maxMemoryKb: PROBLEM_MEMORY_LIMIT_KB.max,
  /** stdout past this is Output Limit Exceeded. */
  defaultOutputBytes: 8 * 1024 * 1024,
  maxOutputBytes: 64 * 1024 * 1024,
  /** stderr is kept up to this and silently cut after it. */
  stderrBytes: 64 * 1024,
  /** How much of each test's stdout/stderr a result carries. */
  shownOutputBytes: 64 * 1024,
  /** Compiler messages kept in a Compilation Error. */
  compileOutputBytes: 16 * 1024,
  maxTests: PROBLEM_TESTS_MAX,
  /** A program's files beside its `source` (sources, headers, data), and their total size with `source`. */
  maxProgramFiles: 64,
  maxProgramBytes: 1024 * 1024,
  /**
   * The most a request may give a compiler or the problem's own programs (output validators,
   * interactors), from a package's compilation_* and validation_* limits: the Kattis format's typical
   * defaults, 60 s and 2048 MiB. Left out, the judge's own budgets apply (10 s and 768 MiB to compile,
   * 10 s and 1 GiB to validate).
   */
  maxJudgeSideMs: 60_000,
  maxJudgeSideMemoryKb: 2 * 1024 * 1024,
  /** problem.yaml `validator_flags` given to a custom validator or interactor: how many words, and each one's length. */
  maxValidatorArgs: 64,
  maxValidatorArgChars: 256,
} as const;

export const JUDGE_MODES = ['stop-on-first-failure', 'all'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

/** The Kattis default validator's flags (problem.yaml `validator_flags`). */
export const checkerFlagsSchema = z.object({
  caseSensitive: z.boolean().optional(),
  spaceChangeSensitive: z.boolean().optional(),
  floatAbsoluteTolerance: z.number().nonnegative().optional(),
  floatRelativeTolerance: z.number().nonnegative().optional(),
  floatTolerance: z.number().nonnegative().optional(),
});
export type CheckerFlags = z.infer<typeof checkerFlagsSchema>;

/**
 * A path inside a program's folder: relative, `/`-separated, no `.`/`..` segments, no backslash or NUL,
 * so a file can never land outside the box.
 */
export const programPathSchema = z
  .string()
  .min(1)
  .max(255)
  .refine(
    (p) =>
      !p.startsWith('/') &&
      !/[\\\0]/.test(p) &&
      p.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    MESSAGES.programPathInvalid,
  );

/** One more file of a program: another source, a header, or data the program reads from its working dir. */
export const programFileSchema = z.object({ path: programPathSchema, content: z.string() });
export type ProgramFile = z.infer<typeof programFileSchema>;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/**
 * A program: `source` is its entry file (the one with main, the main class, the script that is run).
 * A multi-file program adds `files` (every other file, compiled or importable beside the entry) and may
 * name the entry's path in `entry` (default: the language's own name for it, e.g. main.py, Main.java
 * after the public class). C/C++ compile every .c/.cc/.cpp given; Java compiles every .java and runs the
 * entry's class; Python and JavaScript run the entry with the other files importable beside it.
 */
export const programSourceSchema = z
  .object({
    language: z.enum(LANGUAGE_IDS),
    source: z
      .string()
      .min(1)
      .refine((s) => utf8Bytes(s) <= CODE_MAX_BYTES, MESSAGES.codeTooLarge),
    files: z.array(programFileSchema).max(JUDGE_LIMITS.maxProgramFiles).optional(),
    entry: programPathSchema.optional(),
  })
  .superRefine((program, ctx) => {
    const files = program.files ?? [];
    const total = files.reduce((sum, f) => sum + utf8Bytes(f.content), utf8Bytes(program.source));
    if (total > JUDGE_LIMITS.maxProgramBytes)
      ctx.addIssue({ code: 'custom', path: ['files'], message: MESSAGES.programTooLarge });
    const paths = files.map((f) => f.path);
    if (program.entry !== undefined) paths.push(program.entry);
    if (new Set(paths).size !== paths.length)
      ctx.addIssue({ code: 'custom', path: ['files'], message: MESSAGES.programPathDuplicate });
  });
export type ProgramSource = z.infer<typeof programSourceSchema>;

const defaultCheckerSchema = z.object({ kind: z.literal('default'), flags: checkerFlagsSchema.default({}) });
/**
 * problem.yaml `validator_flags` for a custom validator or an interactor: the words given to it after
 * feedback_dir, as problemtools passes them (split on whitespace, no shell).
 */
export const validatorArgsSchema = z
  .array(
    z
      .string()
      .min(1)
      .max(JUDGE_LIMITS.maxValidatorArgChars)
      .refine((arg) => !/[\s\0]/.test(arg), MESSAGES.validatorArgInvalid),
  )
  .max(JUDGE_LIMITS.maxValidatorArgs);
/** `validation: custom`: argv input answer feedback_dir [args], output on stdin, exit 42 accepted, 43 wrong. */
const customCheckerSchema = z.object({
  kind: z.literal('custom'),
  validator: programSourceSchema,
  args: validatorArgsSchema.optional(),
});
/**
 * `type: interactive` (Kattis): the interactor runs in a sandbox of its own with argv input_file
 * answer_file feedback_dir, its stdout is the program's stdin and the program's stdout its stdin.
 * Exit 42 accepts, 43 is Wrong Answer (and wins when the interactor ends first, whatever the program
 * did next); any other end of the interactor is Internal Error (a judge error, the message for admins).
 */
const interactiveCheckerSchema = z.object({
  kind: z.literal('interactive'),
  interactor: programSourceSchema,
  args: validatorArgsSchema.optional(),
});
export { interactiveCheckerSchema };
/** A problem's checker as problems store it today (problem packages know these two). */
export const checkerSpecSchema = z.discriminatedUnion('kind', [defaultCheckerSchema, customCheckerSchema]);
/** A problem's checker including an interactor: for readers and stores that know interactive problems. */
export const problemCheckerSchema = z.discriminatedUnion('kind', [
  defaultCheckerSchema,
  customCheckerSchema,
  interactiveCheckerSchema,
]);
export type ProblemChecker = z.input<typeof problemCheckerSchema>;
export type CheckerSpec = z.input<typeof checkerSpecSchema>;
/** What the engine checks with: a problem's checker, or Judge0's rule (byte for byte but for whitespace at the end of each line and of the whole output). */
export const judgeCheckerSchema = z.discriminatedUnion('kind', [
  defaultCheckerSchema,
  customCheckerSchema,
  interactiveCheckerSchema,
  z.object({ kind: z.literal('trimmed-lines') }),
]);

/**
 * A test without `expected` is only run (Run with custom input): its verdict says how the program ended.
 * `visible` is decided by whoever builds the request (samples and custom input are visible) and says
 * whether the user may see the test's data; the engine ignores it. Left out, a test is hidden, so a
 * forgotten flag never shows a hidden test.
 */
export const judgeTestSchema = z.object({
  input: z.string(),
  expected: z.string().optional(),
  visible: z.boolean().default(false),
  /** The scoring group (`scoring.groups[].name`) the test counts for; tests without one never score. */
  group: z.string().min(1).max(100).optional(),
  /**
   * testdata.yaml's `output_validator_flags` (legacy) or `output_validator_args` (2023-07) of the test's
   * folder: words a custom validator or interactor gets after the problem's own, as problemtools passes them.
   */
  validatorArgs: validatorArgsSchema.optional(),
  /** The same words for the default validator, read as its flags: they override the problem's for this test. */
  checkerFlags: checkerFlagsSchema.optional(),
});
export type JudgeTest = z.infer<typeof judgeTestSchema>;

/**
 * One scoring group (Kattis `scoring` problems: a data/secret/<group>/ with its testdata.yaml). A test
 * scores `acceptScore` when accepted (or what a custom validator wrote to score.txt), `rejectScore`
 * otherwise; the group's raw score is the sum or the minimum of its tests' scores. With `score` the raw
 * score is scaled so that all tests accepted gives exactly `score`; without it the raw score is the score.
 */
/**
 * How a level of a scoring problem's tests turns its results into one verdict: the legacy Kattis
 * testdata.yaml's `grader_flags` (worst_error, first_error, always_accept, accept_if_any_accepted) and
 * `on_reject` (break: the results after the first rejected one do not count). Left out, the verdict is
 * the first rejected result's and every result counts.
 */
export const verdictRuleSchema = z.object({
  mode: z.enum(['worst_error', 'first_error', 'always_accept']).optional(),
  acceptIfAnyAccepted: z.boolean().optional(),
  onReject: z.enum(['break', 'continue']).optional(),
});
export type VerdictRule = z.infer<typeof verdictRuleSchema>;

export const scoringGroupSchema = z.object({
  name: z.string().min(1).max(100),
  aggregation: z.enum(['sum', 'min']).default('sum'),
  score: z.number().nonnegative().optional(),
  acceptScore: z.number().default(1),
  rejectScore: z.number().default(0),
  verdicts: verdictRuleSchema.optional(),
});
export type ScoringGroup = z.input<typeof scoringGroupSchema>;
export type ResolvedScoringGroup = z.output<typeof scoringGroupSchema>;

/** With scoring the judge runs every test (whatever `mode`) and answers `score` and `groups`. */
export const judgeScoringSchema = z.object({
  groups: z.array(scoringGroupSchema).min(1).max(100),
  /** data/secret's rule over its groups' results (and its own ungrouped tests'). */
  secret: verdictRuleSchema.optional(),
  /** data/'s rule over the samples' and data/secret's results; `ignoreSample` keeps only the latter. */
  root: verdictRuleSchema.extend({ ignoreSample: z.boolean().optional() }).optional(),
});
export type JudgeScoring = z.input<typeof judgeScoringSchema>;

export const judgeLimitsSchema = z.object({
  timeMs: z
    .number()
    .int()
    .min(JUDGE_LIMITS.minTimeMs)
    .max(JUDGE_LIMITS.maxTimeMs)
    .default(JUDGE_LIMITS.defaultTimeMs),
  memoryKb: z
    .number()
    .int()
    .min(JUDGE_LIMITS.minMemoryKb)
    .max(JUDGE_LIMITS.maxMemoryKb)
    .default(JUDGE_LIMITS.defaultMemoryKb),
  outputBytes: z
    .number()
    .int()
    .positive()
    .max(JUDGE_LIMITS.maxOutputBytes)
    .default(JUDGE_LIMITS.defaultOutputBytes),
  /** The run's wall clock, exactly; left out, the language's own (its CPU time, a second, up to 2 s more). */
  wallMs: z.number().int().min(JUDGE_LIMITS.minTimeMs).max(JUDGE_LIMITS.maxWallMs).optional(),
});
export type JudgeLimits = z.infer<typeof judgeLimitsSchema>;

const judgeSideMs = z.number().int().min(JUDGE_LIMITS.minTimeMs).max(JUDGE_LIMITS.maxJudgeSideMs);
const judgeSideMemoryKb = z
  .number()
  .int()
  .min(JUDGE_LIMITS.minMemoryKb)
  .max(JUDGE_LIMITS.maxJudgeSideMemoryKb);
/** A package's compilation_time and compilation_memory: every compile of the request (validators' too). */
export const compileLimitsSchema = z.object({
  cpuMs: judgeSideMs.optional(),
  memoryKb: judgeSideMemoryKb.optional(),
});
/**
 * A package's validation_time, validation_memory and validation_output: each run of its output validator or
 * interactor. Output left out: the Kattis format's default (JUDGE_LIMITS.defaultOutputBytes, 8 MiB).
 */
export const validatorLimitsSchema = z.object({
  timeMs: judgeSideMs.optional(),
  memoryKb: judgeSideMemoryKb.optional(),
  outputBytes: z.number().int().positive().max(JUDGE_LIMITS.maxOutputBytes).optional(),
});
export type ValidatorLimits = z.infer<typeof validatorLimitsSchema>;

/**
 * Where the user's part sits in `source` when the server joined the problem's harness around it (D10, docs/decisions/d10-function-only-harness.md):
 * its first line (1-based) and line count. The engine ignores it; the API uses it to make compiler and
 * runtime messages name the user's own lines.
 */
export const userCodeSpanSchema = z.object({
  firstLine: z.number().int().min(1),
  lineCount: z.number().int().min(0),
});
export type UserCodeSpan = z.infer<typeof userCodeSpanSchema>;

export const judgeRequestSchema = programSourceSchema.extend({
  userCode: userCodeSpanSchema.optional(),
  tests: z.array(judgeTestSchema).min(1).max(JUDGE_LIMITS.maxTests),
  limits: judgeLimitsSchema.default({
    timeMs: JUDGE_LIMITS.defaultTimeMs,
    memoryKb: JUDGE_LIMITS.defaultMemoryKb,
    outputBytes: JUDGE_LIMITS.defaultOutputBytes,
  }),
  checker: judgeCheckerSchema.default({ kind: 'default', flags: {} }),
  /** Submit stops at the first failing test; Run may ask for every test. */
  mode: z.enum(JUDGE_MODES).default('stop-on-first-failure'),
  /** Also answer each test's shown stdout and stderr as the exact bytes (base64), for clients that take binary output. */
  rawOutput: z.boolean().default(false),
  /**
   * Kattis `validation_passes` (multi-pass, with a custom validator or an interactor): a validator that
   * writes `nextpass.in` to its feedback dir runs the program again on it, up to this many runs per test.
   * Bounded below only, as the format bounds it (`int >= 2`; DOMjudge's hangman asks 26): each pass is
   * held to the test's time limit, so the passes cost what the package says they cost.
   */
  validationPasses: z.number().int().min(1).optional(),
  /** Left out, the judge's own (the language's compile budget, or what its operator configured). */
  compileLimits: compileLimitsSchema.optional(),
  /** Left out, the judge's own: 10 s and 1 GiB. */
  validatorLimits: validatorLimitsSchema.optional(),
  scoring: judgeScoringSchema.optional(),
});
/** What callers pass (defaults may be left out). */
export type JudgeRequest = z.input<typeof judgeRequestSchema>;
/** The request after defaults are applied. */
export type ResolvedJudgeRequest = z.output<typeof judgeRequestSchema>;

/** A scoring group's result: its score out of `maxScore`, and its first failing test's verdict. */
export const judgedGroupSchema = z.object({
  name: z.string(),
  score: z.number(),
  maxScore: z.number(),
  verdict: z.enum(VERDICTS),
  testsPassed: z.number().int(),
  totalTests: z.number().int(),
});
export type JudgedGroup = z.infer<typeof judgedGroupSchema>;

export const judgeTestResultSchema = z.object({
  index: z.number().int(),
  verdict: z.enum(VERDICTS),
  cpuMs: z.number(),
  wallMs: z.number(),
  memoryKb: z.number(),
  exitCode: z.number().int().nullable(),
  signal: z.number().int().nullable(),
  stdout: z.string(),
  stdoutTruncated: z.boolean(),
  stderr: z.string(),
  stderrTruncated: z.boolean(),
  /** The shown stdout and stderr as the program wrote them, base64: only when the request asked for `rawOutput`. */
  stdoutBase64: z.string().optional(),
  stderrBase64: z.string().optional(),
  /** Why the verdict: checker feedback, the signal's name, the limit that was hit. */
  message: z.string().optional(),
  /** With scoring: the test's own score (acceptScore, rejectScore or the validator's score.txt). */
  score: z.number().optional(),
  /** Multi-pass: how many times the program ran on this test (the result is the last run's). */
  passes: z.number().int().optional(),
});
export type JudgeTestResult = z.infer<typeof judgeTestResultSchema>;

export const judgeCompileResultSchema = z.object({
  /** False for interpreted languages: nothing was compiled. */
  required: z.boolean(),
  /** True when the artefact came from the cache (no compiler ran). */
  cached: z.boolean(),
  ok: z.boolean(),
  output: z.string(),
  cpuMs: z.number(),
  wallMs: z.number(),
});
export type JudgeCompileResult = z.infer<typeof judgeCompileResultSchema>;

export const judgeResultSchema = z.object({
  verdict: z.enum(VERDICTS),
  message: z.string().optional(),
  compile: judgeCompileResultSchema,
  tests: z.array(judgeTestResultSchema),
  testsPassed: z.number().int(),
  totalTests: z.number().int(),
  /** Largest CPU time and peak memory over the tests that ran. */
  runtimeMs: z.number(),
  memoryKb: z.number(),
  driver: z.enum(SANDBOX_DRIVERS),
  /** With scoring: the sum of the groups' scores, and each group's result in the request's order. */
  score: z.number().optional(),
  groups: z.array(judgedGroupSchema).optional(),
});
export type JudgeResult = z.infer<typeof judgeResultSchema>;
