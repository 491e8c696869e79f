import type { HealthResponse, JudgeRequest, JudgeResult } from '@codecourt/contracts';
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
   * Judges without storing anything (Run) and answers the result. `requestId`: the API request's id,
   * which the judge's log lines for the job repeat.
   */
  run: (request: JudgeRequest, requestId?: string) => Promise<JudgeResult>;
  enqueue: (submissionId: string, request: JudgeRequest, requestId?: string) => Promise<void>;
  lookup: (submissionId: string) => Promise<JudgeJobState>;
  queueStatus: () => Promise<HealthResponse['queue']>;
  /** Judge jobs not finished yet (waiting or running), across every API instance that shares the queue. */
  backlog: () => Promise<number>;
  /** The same jobs by state, for the metrics. */
  depth: () => Promise<QueueDepth>;
  /** Finishes or hands back what it holds, then releases its connections. */
  close: () => Promise<void>;
};
