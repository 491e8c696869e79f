// The judge engine's side: the request the API (in process or through the queue) hands to the engine and the
// result it gets back. The API turns a result into a Judgement (judgement.ts) before anyone sees it.
import { z } from 'zod';
import { SANDBOX_DRIVERS, VERDICTS } from './enums.js';
import { LANGUAGE_IDS } from './languages.js';
import { CODE_MAX_BYTES, PROBLEM_MEMORY_LIMIT_KB, PROBLEM_TIME_LIMIT_MS } from './limits.js';
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
  maxTests: 1_000,
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

export const programSourceSchema = z.object({
  language: z.enum(LANGUAGE_IDS),
  source: z
    .string()
    .min(1)
    .refine((s) => new TextEncoder().encode(s).length <= CODE_MAX_BYTES, MESSAGES.codeTooLarge),
});
export type ProgramSource = z.infer<typeof programSourceSchema>;

const defaultCheckerSchema = z.object({ kind: z.literal('default'), flags: checkerFlagsSchema.default({}) });
/** `validation: custom`: argv input answer feedback_dir, output on stdin, exit 42 accepted, 43 wrong. */
const customCheckerSchema = z.object({ kind: z.literal('custom'), validator: programSourceSchema });
/** A problem's checker (problem packages know these two). */
export const checkerSpecSchema = z.discriminatedUnion('kind', [defaultCheckerSchema, customCheckerSchema]);
export type CheckerSpec = z.input<typeof checkerSpecSchema>;
/** What the engine checks with: a problem's checker, or Judge0's rule (byte for byte but for whitespace at the end of each line and of the whole output). */
export const judgeCheckerSchema = z.discriminatedUnion('kind', [
  defaultCheckerSchema,
  customCheckerSchema,
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
});
export type JudgeTest = z.infer<typeof judgeTestSchema>;

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
  /** The run's wall clock, exactly; left out, the language's own (about twice the CPU time plus a second). */
  wallMs: z.number().int().min(JUDGE_LIMITS.minTimeMs).max(JUDGE_LIMITS.maxWallMs).optional(),
});
export type JudgeLimits = z.infer<typeof judgeLimitsSchema>;

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
});
/** What callers pass (defaults may be left out). */
export type JudgeRequest = z.input<typeof judgeRequestSchema>;
/** The request after defaults are applied. */
export type ResolvedJudgeRequest = z.output<typeof judgeRequestSchema>;

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
});
export type JudgeResult = z.infer<typeof judgeResultSchema>;
