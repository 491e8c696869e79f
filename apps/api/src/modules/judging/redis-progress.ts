import { judgeProgressKey, judgeTestProgressSchema } from '@codecourt/contracts';
import type { JudgeTestProgress } from '@codecourt/contracts';
import type { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { LiveProgress } from '../judge-gateway/live-progress.js';
import { createProgressFanout } from '../judge-gateway/live-progress.js';

function parseProgress(value: unknown): JudgeTestProgress | undefined {
  const parsed = judgeTestProgressSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function parseStored(text: string): JudgeTestProgress | undefined {
  try {
    return parseProgress(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * Workers' progress as every API instance sees it: each test arrives as the job's progress event
 * (QueueEvents reads them from Redis, whichever instance enqueued the job), and the history is the
 * Redis list the worker appends to before it announces a test.
 */
export function createRedisProgress(events: QueueEvents, client: Redis): LiveProgress {
  const fanout = createProgressFanout();
  events.on('progress', ({ jobId, data }) => {
    const progress = parseProgress(data);
    if (progress) fanout.emit(jobId, progress);
  });
  return {
    subscribe: fanout.subscribe,
    async history(submissionId) {
      const stored = await client.lrange(judgeProgressKey(submissionId), 0, -1);
      return stored.map(parseStored).filter((progress) => progress !== undefined);
    },
  };
}
