import type {
  HealthResponse,
  JudgeJobSubject,
  JudgePriority,
  JudgeRequest,
  JudgeResult,
  LanguageId,
} from '@codecourt/contracts';
import type { QueueDepth } from '../metrics/api-metrics.js';
import type { LiveProgress } from './live-progress.js';

/** Where a judged submission's outcome goes (the submissions module stores it). Calls may repeat: idempotent. */
export type JudgeOutcomeListener = {
  started: (submissionId: string) => Promise<void>;
  /**
   * `request` is the one the submission was judged with (its tests say which are visible); `requestId`
   * the API request that queued it, when known, for the log line.
   */
  finished: (
    submissionId: string,
    request: JudgeRequest,
    result: JudgeResult,
    requestId?: string,
  ) => Promise<void>;
  /** The judge gave up without a result (retries exhausted, worker died too often). */
  failed: (submissionId: string, reason: string) => Promise<void>;
};

/** The gateway's listener: each outcome with the job it is for; create-judging routes it on `kind`. */
export type JudgeJobListener = {
  started: (job: JudgeJobSubject) => Promise<void>;
  finished: (
    job: JudgeJobSubject,
    request: JudgeRequest,
    result: JudgeResult,
    requestId?: string,
  ) => Promise<void>;
  failed: (job: JudgeJobSubject, reason: string) => Promise<void>;
};

/**
 * Who a job is for: the user whose fair share it counts against (none: the site's own checks), the API
 * request, and its class in the queue (default: defaultPriorityOf its kind).
 */
export type JobOrigin = {
  owner?: string | undefined;
  requestId?: string | undefined;
  priority?: JudgePriority | undefined;
};

/** What the judge knows about a submission; the reconciler asks after a restart. */
export type JudgeJobState =
  | { state: 'queued' }
  | { state: 'finished'; request: JudgeRequest; result: JudgeResult }
  | { state: 'failed'; reason: string }
  | { state: 'unknown' };

/**
 * The API's one door to the judge: in this process (no REDIS_URL) or through the BullMQ queue to
 * separate workers. Submissions are stored before they are enqueued; outcomes come back through the listener.
 */
export type JudgeGateway = {
  readonly mode: 'in-process' | 'redis';
  /** Each test of a submission as it finishes, and the ones so far. */
  readonly progress: LiveProgress;
  /**
   * Judges without storing anything (Run) and answers the result. `origin.requestId`: the API request's
   * id, which the judge's log lines for the job repeat; `origin.owner`: whose share it takes.
   */
  run: (request: JudgeRequest, origin?: JobOrigin) => Promise<JudgeResult>;
  /** Queues a stored submission (site or Judge0) in its kind's lane. */
  enqueue: (job: JudgeJobSubject, request: JudgeRequest, origin?: JobOrigin) => Promise<void>;
  /** A stored submission's job, site or Judge0 (the reconciler asks). */
  lookup: (job: JudgeJobSubject) => Promise<JudgeJobState>;
  queueStatus: () => Promise<HealthResponse['queue']>;
  /**
   * The languages whose toolchain the judge found at its start probe: in-process the engine's, with
   * workers the union of the live workers' published probes; left out, every language is offered.
   */
  languages?: () => Promise<readonly LanguageId[]>;
  /** Separate workers only: the sandbox driver the connected workers judge with ('none' without any). */
  workersSandbox?: () => Promise<HealthResponse['sandbox']>;
  /** Judge jobs not finished yet (waiting or running), across every API instance that shares the queue. */
  backlog: () => Promise<number>;
  /** The same jobs by state, for the metrics. */
  depth: () => Promise<QueueDepth>;
  /** Finishes or hands back what it holds, then releases its connections. */
  close: () => Promise<void>;
};
