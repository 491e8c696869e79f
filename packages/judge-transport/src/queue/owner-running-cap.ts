// Each user's cap of running jobs, held across every worker (issue 20, finding 4): a worker takes a
// place in the owner's Redis set before judging; at the cap it hands the job back for a moment, so the
// queue serves other users meanwhile and the job comes back with its own priority.
import { JUDGE_FAIRNESS, judgeRunningKey } from '@codecourt/contracts';
import type { JudgeJobResult, JudgeLane } from '@codecourt/contracts';
import { DelayedError } from 'bullmq';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';

type Processor = (job: Job, token?: string) => Promise<JudgeJobResult>;

/** Takes a place (or keeps the one this job holds, after a retry) when fewer than the cap are held. */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
return 0
`;

export type OwnerRunningCapOptions = {
  client: Redis;
  lane: JudgeLane;
  /** Running jobs per owner across all workers (default JUDGE_FAIRNESS.perUserRunning). */
  cap?: number;
  /** A place lapses this long after its worker last renewed it (the job lock's duration: a dead worker's place frees with its lock). */
  leaseMs: number;
};

function ownerOf(job: Job): string | undefined {
  const data: unknown = job.data;
  if (typeof data !== 'object' || data === null || !('owner' in data)) return undefined;
  return typeof data.owner === 'string' ? data.owner : undefined;
}

export function withOwnerRunningCap(processor: Processor, options: OwnerRunningCapOptions): Processor {
  const { client, leaseMs } = options;
  const cap = options.cap ?? JUDGE_FAIRNESS.perUserRunning;
  return async (job, token) => {
    const owner = ownerOf(job);
    const jobId = job.id;
    if (owner === undefined || jobId === undefined) return processor(job, token);
    const key = judgeRunningKey(options.lane, owner);
    const now = Date.now();
    const acquired = await client.eval(ACQUIRE, 1, key, jobId, now, now + leaseMs, cap, leaseMs * 2);
    if (acquired !== 1) {
      await job.moveToDelayed(Date.now() + JUDGE_FAIRNESS.capRetryMs, token);
      throw new DelayedError();
    }
    const renew = setInterval(() => {
      client.zadd(key, 'XX', Date.now() + leaseMs, jobId).catch(() => undefined);
    }, leaseMs / 3);
    try {
      return await processor(job, token);
    } finally {
      clearInterval(renew);
      await client.zrem(key, jobId).catch(() => undefined);
    }
  };
}
