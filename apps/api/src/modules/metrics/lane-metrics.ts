// Per judge lane, the jobs waiting and the age of the oldest, read from the BullMQ queues in Redis at each
// scrape (every API instance reports the same shared queues: aggregate with max). The queue-depth gauge in
// api-metrics.ts counts both lanes together and says nothing of how long jobs have waited.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';
import { JUDGE_LANES } from '@codecourt/contracts';

/** BullMQ's default key prefix: `bull:<queue>:wait` and the rest (the queues are created without another). */
const PREFIX = 'bull';
/** A scrape must not hang on a Redis that is down: the lanes are left out of that scrape instead. */
const SCRAPE_TIMEOUT_MS = 1_000;

/**
 * One round trip per lane: the waiting jobs are those of the `wait` list (no priority) and the
 * `prioritized` sorted set (every CodeCourt job has a priority); each job's hash holds the `timestamp` it
 * was added at. Answers the count and the oldest timestamp (-1 when none waits).
 */
const WAITING_SCRIPT = `
local ids = redis.call('LRANGE', KEYS[1] .. 'wait', 0, -1)
for _, id in ipairs(redis.call('ZRANGE', KEYS[1] .. 'prioritized', 0, -1)) do ids[#ids + 1] = id end
local oldest = -1
for _, id in ipairs(ids) do
  local at = tonumber(redis.call('HGET', KEYS[1] .. id, 'timestamp'))
  if at and (oldest < 0 or at < oldest) then oldest = at end
end
return { #ids, oldest }
`;

async function waitingOf(redis: Redis, queue: string): Promise<{ count: number; oldestMs: number }> {
  const [count, oldestMs] = (await redis.eval(WAITING_SCRIPT, 1, `${PREFIX}:${queue}:`)) as [number, number];
  return { count, oldestMs };
}

/** Registers the two gauges on `registry`, read through `redis` (the API's request connection). */
export function watchLaneMetrics(registry: Registry, redis: Redis): void {
  const lanes = Object.entries(JUDGE_LANES);
  const scrape = async () => {
    const timeout = sleep(SCRAPE_TIMEOUT_MS, undefined, { ref: false });
    const read = Promise.all(
      lanes.map(async ([lane, queue]) => ({ lane, ...(await waitingOf(redis, queue)) })),
    );
    return Promise.race([read.catch(() => undefined), timeout]);
  };
  let pending: ReturnType<typeof scrape> | undefined;
  // Both gauges are collected in one scrape: one read of Redis serves them.
  const once = () => {
    pending ??= scrape().finally(() => {
      setImmediate(() => {
        pending = undefined;
      });
    });
    return pending;
  };
  new Gauge({
    name: 'codecourt_judge_lane_waiting_jobs',
    help: 'Judge jobs waiting to be taken, per lane (site, judge0). Every API instance reports the same shared queues: aggregate with max',
    labelNames: ['lane'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const lane of (await once()) ?? []) this.set({ lane: lane.lane }, lane.count);
    },
  });
  new Gauge({
    name: 'codecourt_judge_lane_oldest_waiting_seconds',
    help: 'Age of the oldest judge job waiting to be taken, per lane; 0 when none waits',
    labelNames: ['lane'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const now = Date.now();
      for (const lane of (await once()) ?? [])
        this.set({ lane: lane.lane }, lane.oldestMs < 0 ? 0 : (now - lane.oldestMs) / 1000);
    },
  });
}
