import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobsOptions } from 'bullmq';
import { JUDGE_QUEUE, SANDBOX_DRIVERS, judgeJobResultSchema } from '@codecourt/contracts';
import type { JudgeJobData, JudgeRequest, JudgeResult } from '@codecourt/contracts';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { requestRedisOptions } from '../../lib/redis-client-options.js';
import type { JudgeGateway, JudgeJobState, JudgeOutcomeListener } from './judge-gateway.js';
import { readCompletedJob } from './completed-job.js';
import { listenToQueueEvents } from './queue-event-listener.js';
import { createRedisProgress } from './redis-progress.js';

export type BullmqGatewayOptions = {
  redisUrl: string;
  listener: JudgeOutcomeListener;
  logger: Logger;
  /** How long Run waits for a worker's answer. */
  runWaitMs: number;
};

const RUN_JOB_PREFIX = 'run-';
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

export function isSubmissionJob(jobId: string): boolean {
  return !jobId.startsWith(RUN_JOB_PREFIX);
}

/** REDIS_URL set: the API produces jobs on the 'judge' queue; apps/judge workers consume them. */
export async function createBullmqGateway(options: BullmqGatewayOptions): Promise<JudgeGateway> {
  const { logger } = options;
  // Our own clients, so close() can cut them when Redis is gone (BullMQ's close would wait for Redis forever).
  const queueClient = new Redis(options.redisUrl, requestRedisOptions);
  const eventsClient = new Redis(options.redisUrl, {
    maxRetriesPerRequest: null,
    retryStrategy: requestRedisOptions.retryStrategy,
  });
  const queue = new Queue<JudgeJobData, JudgeResult>(JUDGE_QUEUE.name, { connection: queueClient });
  const events = new QueueEvents(JUDGE_QUEUE.name, { connection: eventsClient });
  const logError = (what: string) => (error: Error) => {
    logger.error({ err: toLoggableError(error) }, what);
  };
  queue.on('error', logError('judge queue error'));
  queueClient.on('error', logError('judge queue connection error'));
  eventsClient.on('error', logError('judge queue events connection error'));
  events.on('error', logError('judge queue events error'));
  listenToQueueEvents({ queue, events, listener: options.listener, logger, isSubmissionJob });
  const progress = createRedisProgress(events, queueClient);
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);

  const lookup = async (submissionId: string): Promise<JudgeJobState> => {
    const job = await queue.getJob(submissionId);
    if (!job) return { state: 'unknown' };
    const state = await job.getState();
    if (state === 'unknown') return { state: 'unknown' };
    if (state === 'failed') return { state: 'failed', reason: job.failedReason };
    if (state !== 'completed') return { state: 'queued' };
    const completed = readCompletedJob(job.data, job.returnvalue);
    return completed.ok
      ? { state: 'finished', request: completed.request, result: completed.result }
      : { state: 'failed', reason: completed.reason };
  };

  return {
    mode: 'redis',
    progress,
    async run(request: JudgeRequest, requestId?: string) {
      const id = randomUUID();
      const job = await queue.add(
        'run',
        { submissionId: id, kind: 'run', request, ...(requestId !== undefined && { requestId }) },
        { ...runJobOptions, jobId: `${RUN_JOB_PREFIX}${id}` },
      );
      const value: unknown = await job.waitUntilFinished(events, options.runWaitMs);
      return judgeJobResultSchema.parse(value);
    },
    async enqueue(submissionId, request, requestId) {
      await queue.add(
        'submit',
        { submissionId, kind: 'submit', request, ...(requestId !== undefined && { requestId }) },
        { ...submitJobOptions, jobId: submissionId },
      );
    },
    lookup,
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
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
      return Object.values(counts).reduce((sum, count) => sum + count, 0);
    },
    async depth() {
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
      };
    },
    async close() {
      const closed = Promise.all([events.close(), queue.close()]);
      const timeout = sleep(CLOSE_TIMEOUT_MS, undefined, { ref: false });
      await Promise.race([closed, timeout]);
      queueClient.disconnect();
      eventsClient.disconnect();
    },
  };
}
