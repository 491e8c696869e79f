// The BullMQ judge queue: what the API (producer) puts in a job and what the judge worker (no database)
// hands back. Both sides parse with these schemas. The job keeps its request, so whoever stores the
// result knows which tests were visible when the submission was made.
import { z } from 'zod';
import { idSchema, requestIdSchema } from './common.js';
import { judgeRequestSchema, judgeResultSchema } from './judge.js';
import { JUDGE0_JOB_PREFIX } from './judge0.js';
import type { JudgeResult } from './judge.js';

/**
 * Queue name, retry policy and lock timing. The worker uses lockDurationMs/stalledIntervalMs
 * (overridable through JUDGE_LOCK_DURATION_MS / JUDGE_STALLED_INTERVAL_MS, so tests can see a killed
 * worker's job picked up again in seconds) and maxStalledCount; the producer sets attempts and backoff.
 */
export const JUDGE_QUEUE = {
  name: 'judge',
  /** An Internal Error (or a crashed attempt) is tried this many times in all. */
  attempts: 3,
  /** Exponential backoff between attempts: 1 s, 2 s, ... */
  backoffMs: 1_000,
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  /** A job whose worker died this many times more is failed (stored as Internal Error). */
  maxStalledCount: 2,
  /**
   * How often the API (RECONCILE_INTERVAL_MS) looks again at every submission without a verdict: it collects
   * results it could not store (the database was down) and enqueues jobs Redis lost (a restart without
   * persistence), so each accepted submission ends with a verdict without restarting anything.
   */
  reconcileIntervalMs: 30_000,
} as const;

/** Run judges without storing a submission; Submit's job id is the submission id. */
export const JUDGE_JOB_KINDS = ['submit', 'run'] as const;
export type JudgeJobKind = (typeof JUDGE_JOB_KINDS)[number];

/** Job data: everything the worker needs (language, source, tests, limits, checker), nothing to look up. */
export const judgeJobDataSchema = z.object({
  /** The site submission's id, or `judge0-<token>` for a submission to the Judge0-compatible mount. */
  submissionId: z.union([
    idSchema,
    z
      .string()
      .startsWith(JUDGE0_JOB_PREFIX)
      .pipe(z.string().max(JUDGE0_JOB_PREFIX.length + 36)),
  ]),
  kind: z.enum(JUDGE_JOB_KINDS).default('submit'),
  request: judgeRequestSchema,
  /** The id of the API request that made the job: the worker's log lines for it carry the same id. */
  requestId: requestIdSchema.optional(),
});
/** What the producer adds (request defaults may be left out). */
export type JudgeJobData = z.input<typeof judgeJobDataSchema>;

/** The job's return value is the engine's JudgeResult, unchanged. */
export const judgeJobResultSchema = judgeResultSchema;
export type JudgeJobResult = JudgeResult;

/**
 * The worker's retry rule: an Internal Error with attempts left is thrown (BullMQ retries it with
 * backoff); on the last attempt it is returned, so the stored verdict carries the engine's detail.
 */
export function shouldRetryJudgeResult(result: JudgeResult, attemptsMade: number, attempts: number): boolean {
  return result.verdict === 'Internal Error' && attemptsMade + 1 < attempts;
}
