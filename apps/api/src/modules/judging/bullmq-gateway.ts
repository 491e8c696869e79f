import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobsOptions } from 'bullmq';
import {
  JUDGE_FAIRNESS,
  JUDGE_LANES,
  JUDGE_QUEUE,
  SANDBOX_DRIVERS,
  defaultPriorityOf,
  judgeJobIdOf,
  judgeJobResultSchema,
  judgeOwnerKey,
  laneOf,
} from '@codecourt/contracts';
import type {
  JudgeJobData,
  JudgeJobSubject,
  JudgeLane,
  JudgeRequest,
  JudgeResult,
} from '@codecourt/contracts';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { requestRedisOptions } from '../../lib/redis-client-options.js';
import type {
  JobOrigin,
  JudgeGateway,
  JudgeJobListener,
  JudgeJobState,
} from '../judge-gateway/judge-gateway.js';
import { readCompletedJob } from './completed-job.js';
import { listenToQueueEvents } from './queue-event-listener.js';
import { bullmqPriority } from './job-priority.js';
import { createRedisProgress } from './redis-progress.js';
import { liveWorkerLanguages } from './worker-languages.js';

export type BullmqGatewayOptions = {
  redisUrl: string;
  listener: JudgeJobListener;
  logger: Logger;
  /** How long Run waits for a worker's answer. */
  runWaitMs: number;
};

const PING_TIMEOUT_MS = 1_000;
const CLOSE_TIMEOUT_MS = 2_000;

const retryOptions: JobsOptions = {
  attempts: JUDGE_QUEUE.attempts,
  backoff: { type: 'exponential', delay: JUDGE_QUEUE.backoffMs },
};
/** Finished submit jobs stay a day so a restarted API can still collect their results. */
const submitJobOptions: JobsOptions = {
  ...retryOptions,
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
const runJobOptions: JobsOptions = {
  ...retryOptions,
  removeOnComplete: { age: 600 },
  removeOnFail: { age: 600 },
};

type JudgeQueue = Queue<JudgeJobData, JudgeResult>;

/**
 * REDIS_URL set: the API produces jobs on one queue per lane (the site's 'judge', the mount's 'judge0');
 * apps/judge workers consume both. A job's BullMQ priority is its class's band (job-priority.ts) plus its
 * rank among its owner's unfinished jobs of the lane, so within a class waiting jobs are taken
 * round-robin between users.
 */
export async function createBullmqGateway(options: BullmqGatewayOptions): Promise<JudgeGateway> {
  const { logger } = options;
  // Our own clients, so close() can cut them when Redis is gone (BullMQ's close would wait for Redis forever).
  const queueClient = new Redis(options.redisUrl, requestRedisOptions);
  const eventsClient = new Redis(options.redisUrl, {
    maxRetriesPerRequest: null,
    retryStrategy: requestRedisOptions.retryStrategy,
  });
  const queues: Record<JudgeLane, JudgeQueue> = {
    site: new Queue(JUDGE_LANES.site, { connection: queueClient }),
    judge0: new Queue(JUDGE_LANES.judge0, { connection: queueClient }),
  };
  const queue = queues.site;
  const events = new QueueEvents(JUDGE_LANES.site, { connection: eventsClient });
  const judge0EventsClient = eventsClient.duplicate();
  const judge0Events = new QueueEvents(JUDGE_LANES.judge0, { connection: judge0EventsClient });
  const logError = (what: string) => (error: Error) => {
    logger.error({ err: toLoggableError(error) }, what);
  };
  queue.on('error', logError('judge queue error'));
  queues.judge0.on('error', logError('judge0 queue error'));
  judge0Events.on('error', logError('judge0 queue events error'));
  queueClient.on('error', logError('judge queue connection error'));
  eventsClient.on('error', logError('judge queue events connection error'));
  judge0EventsClient.on('error', logError('judge0 queue events connection error'));
  events.on('error', logError('judge queue events error'));
  const forget = (lane: JudgeLane) => async (owner: string, jobId: string) => {
    await queueClient.zrem(judgeOwnerKey(lane, owner), jobId);
  };
  for (const lane of ['site', 'judge0'] as const)
    listenToQueueEvents({
      queue: queues[lane],
      events: lane === 'site' ? events : judge0Events,
      listener: options.listener,
      logger,
      forget: forget(lane),
    });
  const progress = createRedisProgress(events, queueClient);
  await Promise.all([
    queue.waitUntilReady(),
    queues.judge0.waitUntilReady(),
    events.waitUntilReady(),
    judge0Events.waitUntilReady(),
  ]);

  /** The job’s place among its owner’s unfinished jobs of the lane (1 = their next). */
  const rankOf = async (lane: JudgeLane, jobId: string, owner: string | undefined) => {
    if (owner === undefined) return 1;
    const key = judgeOwnerKey(lane, owner);
    const now = Date.now();
    const replies = await queueClient
      .multi()
      .zremrangebyscore(key, 0, now - JUDGE_FAIRNESS.rankTtlMs)
      .zadd(key, 'NX', now, jobId)
      .zcard(key)
      .pexpire(key, JUDGE_FAIRNESS.rankTtlMs)
      .exec();
    return Number(replies?.[2]?.[1] ?? 1);
  };
  const add = async (data: JudgeJobData, jobId: string, jobOptions: JobsOptions, origin: JobOrigin) => {
    const lane = laneOf(data.kind);
    const rank = await rankOf(lane, jobId, data.owner);
    const priority = bullmqPriority(origin.priority ?? defaultPriorityOf(data.kind), rank);
    return queues[lane].add(data.kind, data, { ...jobOptions, jobId, priority });
  };
  const originData = (origin: JobOrigin) => ({
    ...(origin.requestId !== undefined && { requestId: origin.requestId }),
    ...(origin.owner !== undefined && { owner: origin.owner }),
  });

  const lookup = async (subject: JudgeJobSubject): Promise<JudgeJobState> => {
    const lane = queues[laneOf(subject.kind)];
    const jobId = judgeJobIdOf(subject);
    // The state before the job: a job read first, while it still ran, and found completed just after, carried
    // no result, and its verdict was stored as an Internal Error (the reconciler met one under a long queue).
    // A job read after its state was completed carries the result the same step stored.
    const state = await lane.getJobState(jobId);
    if (state === 'unknown') return { state: 'unknown' };
    if (state !== 'completed' && state !== 'failed') return { state: 'queued' };
    const job = await lane.getJob(jobId);
    if (!job) return { state: 'unknown' };
    if (state === 'failed') return { state: 'failed', reason: job.failedReason };
    const completed = readCompletedJob(job.data, job.returnvalue);
    return completed.ok
      ? { state: 'finished', request: completed.request, result: completed.result }
      : { state: 'failed', reason: completed.reason };
  };

  /** Both lanes' jobs by state. */
  const jobCounts = async (): Promise<Record<string, number>> => {
    const states = ['waiting', 'prioritized', 'delayed', 'active'] as const;
    const [site, judge0] = await Promise.all([
      queue.getJobCounts(...states),
      queues.judge0.getJobCounts(...states),
    ]);
    return Object.fromEntries(states.map((state) => [state, (site[state] ?? 0) + (judge0[state] ?? 0)]));
  };

  return {
    mode: 'redis',
    progress,
    async run(request: JudgeRequest, origin: JobOrigin = {}) {
      const runId = randomUUID();
      const job = await add(
        { kind: 'run', runId, request, ...originData(origin) },
        judgeJobIdOf({ kind: 'run', runId }),
        runJobOptions,
        origin,
      );
      const value: unknown = await job.waitUntilFinished(events, options.runWaitMs);
      return judgeJobResultSchema.parse(value);
    },
    async enqueue(subject, request, origin = {}) {
      await add(
        { ...subject, request, ...originData(origin) },
        judgeJobIdOf(subject),
        submitJobOptions,
        origin,
      );
    },
    lookup,
    languages: () => liveWorkerLanguages(queueClient),
    async queueStatus() {
      const ping = queue.count().then(() => 'redis' as const);
      return Promise.race([ping, sleep(PING_TIMEOUT_MS).then(() => 'down' as const)]).catch(
        () => 'down' as const,
      );
    },
    async workersSandbox() {
      // Workers name their connection after their driver: `<prefix>:<queue>:w:<driver>` in CLIENT LIST.
      const named = queue.getWorkers().then((workers) => {
        const drivers = workers.map((worker) => worker.rawname?.split(':w:')[1]);
        return SANDBOX_DRIVERS.find((driver) => drivers.includes(driver)) ?? 'none';
      });
      return Promise.race([named, sleep(PING_TIMEOUT_MS).then(() => 'none' as const)]).catch(
        () => 'none' as const,
      );
    },
    async backlog() {
      const counts = await jobCounts();
      return Object.values(counts).reduce((sum, count) => sum + count, 0);
    },
    async depth() {
      const counts = await jobCounts();
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
      };
    },
    async close() {
      const closed = Promise.all([
        events.close(),
        judge0Events.close(),
        queue.close(),
        queues.judge0.close(),
      ]);
      const timeout = sleep(CLOSE_TIMEOUT_MS, undefined, { ref: false });
      await Promise.race([closed, timeout]);
      queueClient.disconnect();
      eventsClient.disconnect();
      judge0EventsClient.disconnect();
    },
  };
}
