import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { RUN_IDEMPOTENCY_TTL_MS } from '@codecourt/contracts';
import { createIdempotentRuns } from './idempotent-runs.js';
import type { IdempotentRuns } from './idempotent-runs.js';

const KEY_PREFIX = 'codecourt:run-answer:';
/** What the key holds while one instance judges the Run; an answer is JSON, which never reads so. */
const RUNNING = 'running';

export type SharedIdempotentRunsOptions<T> = {
  redis: Redis;
  /** Checks an answer read back from Redis (another instance wrote it). */
  parse: (json: unknown) => T;
  /** The longest a Run is judged: a claim older than that is given up (its instance stopped). */
  runWaitMs: number;
  ttlMs?: number;
  pollMs?: number;
};

/**
 * Run's Idempotency-Key across API instances: the first instance to claim the key in Redis judges the
 * Run and stores its answer there for RUN_IDEMPOTENCY_TTL_MS; a repeat on any instance meanwhile waits
 * for that answer instead of judging again. Repeats on one instance share one promise first (no Redis
 * round trips). When Redis cannot answer, the Run is judged here, as without Redis.
 */
export function createSharedIdempotentRuns<T>(options: SharedIdempotentRunsOptions<T>): IdempotentRuns<T> {
  const { redis, parse, runWaitMs } = options;
  const ttlMs = options.ttlMs ?? RUN_IDEMPOTENCY_TTL_MS;
  const pollMs = options.pollMs ?? 100;
  const local = createIdempotentRuns<T>(ttlMs);
  const unavailable = () => undefined;

  const judgeClaimed = async (key: string, work: () => Promise<T>): Promise<T> => {
    let answer: T;
    try {
      answer = await work();
    } catch (error) {
      // A failed Run is not remembered anywhere: its retry is judged.
      await redis.del(key).catch(unavailable);
      throw error;
    }
    await redis.set(key, JSON.stringify(answer), 'PX', ttlMs).catch(unavailable);
    return answer;
  };

  const onceShared = async (id: string, work: () => Promise<T>): Promise<T> => {
    const key = `${KEY_PREFIX}${createHash('sha256').update(id).digest('hex')}`;
    const deadline = Date.now() + runWaitMs;
    for (;;) {
      const claimed = await redis.set(key, RUNNING, 'PX', runWaitMs, 'NX').catch(unavailable);
      if (claimed === undefined) return work();
      if (claimed === 'OK') return judgeClaimed(key, work);
      const stored = await redis.get(key).catch(unavailable);
      if (stored !== undefined && stored !== null && stored !== RUNNING) {
        try {
          return parse(JSON.parse(stored));
        } catch {
          return work();
        }
      }
      if (Date.now() > deadline) return work();
      await sleep(pollMs);
    }
  };

  return {
    once(userId, key, work) {
      if (key === undefined) return work();
      return local.once(userId, key, () => onceShared(`${userId}\n${key}`, work));
    },
  };
}
