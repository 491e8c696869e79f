// A worker's heartbeat in Redis with the languages its toolchain probe found (issue 20: the API offered
// every language in BullMQ mode because workers never said what they could run).
import { randomUUID } from 'node:crypto';
import { JUDGE_WORKER_PRESENCE } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import type { Redis } from 'ioredis';

export type WorkerPresence = {
  readonly workerId: string;
  /** Stops the heartbeat and removes this worker's entry at once (a killed worker lapses after its TTL). */
  stop(): Promise<void>;
};

const { workersKey, languagesKey } = JUDGE_WORKER_PRESENCE;
/**
 * One atomic beat: dead workers' entries go (so the hash does not grow, and a worker renewing at the same
 * moment is never swept), then this worker's entry is renewed.
 */
const BEAT = `
local lapsed = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if #lapsed > 0 then
  redis.call('ZREM', KEYS[1], unpack(lapsed))
  redis.call('HDEL', KEYS[2], unpack(lapsed))
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[3], ARGV[4])
return #lapsed
`;

/** Publishes `languages` now and renews it every third of `ttlMs` until stop(). */
export async function startWorkerPresence(options: {
  client: Redis;
  languages: readonly LanguageId[];
  ttlMs?: number;
  onError: (error: Error) => void;
}): Promise<WorkerPresence> {
  const { client } = options;
  const ttlMs = options.ttlMs ?? JUDGE_WORKER_PRESENCE.ttlMs;
  const workerId = randomUUID();
  const languages = JSON.stringify(options.languages);
  const beat = async () => {
    const now = Date.now();
    await client.eval(BEAT, 2, workersKey, languagesKey, now, now + ttlMs, workerId, languages);
  };
  await beat();
  const timer = setInterval(() => {
    beat().catch(options.onError);
  }, ttlMs / 3);
  timer.unref();
  return {
    workerId,
    async stop() {
      clearInterval(timer);
      await client
        .multi()
        .zrem(workersKey, workerId)
        .hdel(languagesKey, workerId)
        .exec()
        .catch(() => undefined);
    },
  };
}
