// The BullMQ judge queue: what the API (producer) puts in a job and what the judge worker (no database)
// hands back. Both sides parse with these schemas. The job keeps its request, so whoever stores the
// result knows which tests were visible when the submission was made.
import { z } from 'zod';
import { idSchema, requestIdSchema } from './common.js';
import { languageDescriptionSchema } from './language-description.js';
import { LANGUAGE_IDS } from './languages.js';
import { judgeRequestSchema, judgeResultSchema } from './judge.js';
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

/**
 * What a job is, and so where its outcome goes: `submit` (a site submission, stored), `run` (judged and
 * answered, nothing stored), `judge0` (a submission to the Judge0-compatible mount). Contest kinds come
 * later; every consumer routes on `kind`, never on the shape of a job id.
 */
export const JUDGE_JOB_KINDS = ['submit', 'run', 'judge0'] as const;
export type JudgeJobKind = (typeof JUDGE_JOB_KINDS)[number];

/**
 * Lanes: the site's work (Run, Submit) and the Judge0 mount's each have a queue and workers of their own,
 * so a flood on the mount never holds up a site submit. The values are the BullMQ queue names.
 */
export const JUDGE_LANES = { site: JUDGE_QUEUE.name, judge0: 'judge0' } as const;
export type JudgeLane = keyof typeof JUDGE_LANES;
export function laneOf(kind: JudgeJobKind): JudgeLane {
  return kind === 'judge0' ? 'judge0' : 'site';
}

/**
 * Each user's fair share of a lane (issue 20, finding 4): at most `perUserRunning` of their jobs run at
 * once (the in-process judge; with workers, across all of them), and waiting jobs are taken round-robin between users (the queue: a job's
 * priority is its rank among its owner's unfinished jobs, so everyone's next job goes before anyone's
 * second). A rank older than `rankTtlMs` is forgotten (a job Redis lost). The Judge0 lane gets
 * `judge0Share` of the judge's concurrency (at least one): its own places, never the site's.
 */
export const JUDGE_FAIRNESS = {
  perUserRunning: 2,
  /** A worker whose user is at the cap hands the job back for this long (the queue serves others meanwhile). */
  capRetryMs: 200,
  rankTtlMs: 3_600_000,
  judge0Share: 1,
} as const;

/**
 * Which waiting work of the site lane goes first (issues 20, 22, 23): contest submissions, then Run,
 * then practice submits, then rejudges. Within one class, users still take turns (JUDGE_FAIRNESS).
 */
export const JUDGE_PRIORITIES = ['contest', 'run', 'practice', 'rejudge'] as const;
export type JudgePriority = (typeof JUDGE_PRIORITIES)[number];
/** A job's class when its producer names none: a Run is a Run, anything else is practice. */
export function defaultPriorityOf(kind: JudgeJobKind): JudgePriority {
  return kind === 'run' ? 'run' : 'practice';
}

/** Where a user's unfinished jobs of a lane are ranked (a sorted set of job ids by enqueue time). */
export function judgeOwnerKey(lane: JudgeLane, owner: string): string {
  return `codecourt:judge-owner:${lane}:${owner}`;
}

/**
 * Each worker's toolchain probe, published so the API offers only what a live worker can run: a sorted
 * set of worker ids scored by when their heartbeat lapses, and a hash of each one's languages (JSON).
 * A worker renews its entry every third of `ttlMs`; a dead one drops out when its score passes.
 */
export const JUDGE_WORKER_PRESENCE = {
  workersKey: 'codecourt:judge-workers',
  languagesKey: 'codecourt:judge-worker-languages',
  ttlMs: 15_000,
} as const;
export const workerLanguagesSchema = z.array(z.enum(LANGUAGE_IDS));

/**
 * GET /api/judge/languages: the languages the judge can run now (the editor lists only these) and, for
 * exactly those in the same order, what users are told of each (version, commands, limits).
 */
export const offeredLanguagesResponseSchema = z.object({
  languages: workerLanguagesSchema,
  details: z.array(languageDescriptionSchema),
});
export type OfferedLanguagesResponse = z.infer<typeof offeredLanguagesResponseSchema>;

/**
 * Which of a user's jobs of a lane are running now, on any worker (a sorted set of job ids scored by when
 * their lease lapses): the cap of JUDGE_FAIRNESS.perUserRunning holds across every worker.
 */
export function judgeRunningKey(lane: JudgeLane, owner: string): string {
  return `codecourt:judge-running:${lane}:${owner}`;
}

const jobCommon = {
  request: judgeRequestSchema,
  /** The id of the API request that made the job: the worker's log lines for it carry the same id. */
  requestId: requestIdSchema.optional(),
  /** The user whose fair share the job counts against (all their tokens together); none for the site's own checks. */
  owner: idSchema.optional(),
};

/** Job data: everything the worker needs (language, source, tests, limits, checker), nothing to look up. */
const judgeJobUnionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('submit'), submissionId: idSchema, ...jobCommon }),
  z.object({ kind: z.literal('run'), runId: z.uuid(), ...jobCommon }),
  z.object({ kind: z.literal('judge0'), judge0Token: z.uuid(), ...jobCommon }),
]);

/** Jobs queued before `kind` decided everything: `submissionId` held a run's id or `judge0-<token>`. */
function fromLegacyJob(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { submissionId, ...rest } = value as Record<string, unknown>;
  if (typeof submissionId !== 'string') return value;
  if (submissionId.startsWith(LEGACY_JUDGE0_PREFIX))
    return { ...rest, kind: 'judge0', judge0Token: submissionId.slice(LEGACY_JUDGE0_PREFIX.length) };
  if (rest.kind === 'run') return { ...rest, runId: submissionId };
  return { ...rest, kind: rest.kind ?? 'submit', submissionId };
}
const LEGACY_JUDGE0_PREFIX = 'judge0-';

export const judgeJobDataSchema = z.preprocess(fromLegacyJob, judgeJobUnionSchema);
/** What the producer adds (request defaults may be left out). */
export type JudgeJobData = z.input<typeof judgeJobUnionSchema>;
export type ParsedJudgeJob = z.output<typeof judgeJobUnionSchema>;

/** A job whose outcome is stored: a site submission or a Judge0 submission. */
export type JudgeJobSubject =
  { kind: 'submit'; submissionId: string } | { kind: 'judge0'; judge0Token: string };

/** The BullMQ job id: unique per lane, so a repeated enqueue of one submission is one job. */
export function judgeJobIdOf(job: JudgeJobSubject | { kind: 'run'; runId: string }): string {
  if (job.kind === 'submit') return job.submissionId;
  if (job.kind === 'run') return `run-${job.runId}`;
  return `judge0-${job.judge0Token}`;
}

/** What a job reports its outcome for (runs are answered to whoever waits on them). */
export function subjectOf(job: ParsedJudgeJob): JudgeJobSubject | undefined {
  if (job.kind === 'submit') return { kind: 'submit', submissionId: job.submissionId };
  if (job.kind === 'judge0') return { kind: 'judge0', judge0Token: job.judge0Token };
  return undefined;
}

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
