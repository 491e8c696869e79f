// The one shape of a judged program, from the API to the screen: Run answers a Judgement, Submit (200 and
// 202), the history and one submission answer a Submission, which is a Judgement with its identity. One
// mapper in the API builds it from the engine's JudgeResult (judge.ts) and the request it judged; the web
// app has one path from it to the screen.
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { VERDICTS } from './enums.js';
import { judgedGroupSchema } from './judge.js';
import { LANGUAGE_IDS } from './languages.js';

/** pending = stored, waiting for a judge; judging = a judge has it; done = the verdict is stored. */
export const SUBMISSION_STATUSES = ['pending', 'judging', 'done'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * One judged test. `visible` was decided when the judge request was built (a sample, or the custom
 * input of a Run), never inferred later from the problem's current tests. Visible tests carry their
 * data, time, memory and message; hidden ones only their verdict: a program could encode what it read
 * in its time, memory or exit code, so those of hidden tests count only in the judgement's totals.
 *
 * A Run on custom input has one visible test whose `expected` is the problem's reference solution's
 * output on that input (the reference in the same language, else any), checked by the problem's checker.
 * `expected` is absent when there is nothing to compare with (no reference solution, or the reference
 * failed on that input): then the verdict only says whether the program ran (Accepted = finished without
 * error), and clients show the output without a verdict.
 */
export const judgedTestSchema = z.object({
  index: z.number().int(),
  visible: z.boolean(),
  verdict: z.enum(VERDICTS),
  timeMs: z.number().optional(),
  memoryKb: z.number().optional(),
  input: z.string().optional(),
  expected: z.string().optional(),
  actual: z.string().optional(),
  message: z.string().optional(),
  /** Scoring problems: the test's score. */
  score: z.number().optional(),
});
export type JudgedTest = z.infer<typeof judgedTestSchema>;

/** What judging a program produced; `verdict` is null until a judge has finished (status pending/judging). */
export const judgementSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES),
  verdict: z.enum(VERDICTS).nullable(),
  testCasesPassed: z.number().int(),
  totalTestCases: z.number().int(),
  /** Slowest test's CPU time (ms) and largest peak memory (KB); null when no test ran. */
  runtime: z.number().nullable(),
  memory: z.number().nullable(),
  /** The compiler's message, or which test failed and why; null when accepted. */
  error: z.string().nullable(),
  compileOutput: z.string().nullable(),
  tests: z.array(judgedTestSchema),
  /** Scoring problems only: the total score and each group's result (judge.ts judgedGroupSchema). */
  score: z.number().optional(),
  groups: z.array(judgedGroupSchema).optional(),
});
export type Judgement = z.infer<typeof judgementSchema>;

/** How much of a judge fault's detail is stored and shown to admins (the rest is in the logs). */
export const JUDGE_FAULT_DETAIL_CHARS = 2_000;

/**
 * What a crashed validator or interactor said (its name, how it ended, its stderr), cut to
 * JUDGE_FAULT_DETAIL_CHARS. Users see only "Internal Error" (it may quote the hidden answer); the API
 * answers it to admins only. `testNumber` is 1-based, null when the fault was not on one test.
 */
export const judgeFaultSchema = z.object({
  testNumber: z.number().int().positive().nullable(),
  detail: z.string().max(JUDGE_FAULT_DETAIL_CHARS),
});
export type JudgeFault = z.infer<typeof judgeFaultSchema>;

/** A stored submission: history rows, one submission, and the body of submit's answers. */
export const submissionSchema = judgementSchema.extend({
  _id: idSchema,
  problemId: idSchema,
  /**
   * The problem's title when the submission was made: it stays readable after the problem is renamed or
   * deleted. The API always sends it; optional so clients and fixtures written before it still parse.
   */
  problemTitle: z.string().optional(),
  language: z.enum(LANGUAGE_IDS),
  code: z.string(),
  createdAt: isoDateSchema,
  judgedAt: isoDateSchema.nullable(),
  /** Admins only, and only on an Internal Error the judge reported a fault for (judgeFaultSchema). */
  judgeFault: judgeFaultSchema.optional(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** GET /submission/problem/{problemId}: the user's submissions of a problem, newest first. */
export const submissionHistoryResponseSchema = z.array(submissionSchema);
export type SubmissionHistoryResponse = z.infer<typeof submissionHistoryResponseSchema>;

/** POST /submission/run/{problemId}: the run result clients rely on (success, output, error) on a Judgement. */
export const runResponseSchema = judgementSchema.extend({
  success: z.boolean(),
  output: z.string(),
});
export type RunResponse = z.infer<typeof runResponseSchema>;

/**
 * POST /submission/submit/{problemId}: the submit result clients rely on (success, accepted, message,
 * error, stats) on the Submission. 200 when judged; 202 with the same shape (status pending or judging,
 * verdict null) when the verdict took longer than SUBMIT_WAIT_MS: poll GET /submission/{_id}.
 */
export const submitResponseSchema = submissionSchema.extend({
  success: z.boolean(),
  accepted: z.boolean(),
  message: z.string(),
  stats: z.object({ runtime: z.number(), memory: z.number() }),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;
