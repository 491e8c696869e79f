// Stored submissions as the API shows them (history, one submission), the problem lists of issue #3,
// and the limits and messages of the run/submit endpoints that spec §5/§8 leave unnamed.
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { VERDICTS } from './enums.js';
import { LANGUAGE_IDS } from './languages.js';
import { problemSummarySchema } from './problem.js';
import { testResultSchema } from './submission.js';

/** pending = stored, waiting for a judge; judging = a judge has it; done = the verdict is stored. */
export const SUBMISSION_STATUSES = ['pending', 'judging', 'done'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Run and submit requests per signed-in user per window before 429. */
export const SUBMISSION_RATE_LIMIT = { windowMs: 30_000, max: 10 } as const;

/** How long POST /submission/submit waits for the verdict before answering 202 with the pending submission. */
export const SUBMIT_WAIT_MS = 45_000;

export const SUBMISSION_MESSAGES = {
  problemNotFound: 'Problem not found',
  submissionNotFound: 'Submission not found',
  stillJudging: 'Your submission is queued for judging; its verdict will appear in your submissions',
  judgeUnavailable: 'The judge is not available right now. Please try again later.',
  problemDeleted: 'Problem deleted successfully',
  slugTaken: 'A problem with this title already exists',
} as const;

/** GET /problem/getAllProblem and GET /problem/problemSolvedByUser. */
export const problemListResponseSchema = z.array(problemSummarySchema);
export type ProblemListResponse = z.infer<typeof problemListResponseSchema>;

/** One submission in the user's history (GET /submission/problem/{problemId}), newest first. */
export const submissionSummarySchema = z.object({
  _id: idSchema,
  problemId: idSchema,
  language: z.enum(LANGUAGE_IDS),
  code: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** Null until judged. */
  verdict: z.enum(VERDICTS).nullable(),
  testCasesPassed: z.number().int(),
  totalTestCases: z.number().int(),
  /** Slowest test's CPU time (ms) and largest peak memory (KB); null until judged. */
  runtime: z.number().nullable(),
  memory: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: isoDateSchema,
  judgedAt: isoDateSchema.nullable(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionHistoryResponseSchema = z.array(submissionSummarySchema);
export type SubmissionHistoryResponse = z.infer<typeof submissionHistoryResponseSchema>;

/** GET /submission/{id}: the summary plus the compiler's message and every judged test (hidden tests without data). */
export const submissionSchema = submissionSummarySchema.extend({
  compileOutput: z.string().nullable(),
  testResults: z.array(testResultSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

/** Submit answered 202: the verdict took longer than SUBMIT_WAIT_MS; poll GET /submission/{id}. */
export const submitPendingResponseSchema = z.object({
  success: z.literal(true),
  accepted: z.literal(false),
  pending: z.literal(true),
  status: z.enum(['pending', 'judging']),
  message: z.string(),
  error: z.null(),
  submissionId: idSchema,
});
export type SubmitPendingResponse = z.infer<typeof submitPendingResponseSchema>;

/** DELETE /problem/delete/{id}. */
export const deleteProblemResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteProblemResponse = z.infer<typeof deleteProblemResponseSchema>;
