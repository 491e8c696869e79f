// The wait length of each judge lane and the age of its oldest waiting job, read from the BullMQ queues in
// Redis at each scrape: what an autoscaler (or an alert) watches.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_LANES } from '@codecourt/contracts';
import { sampleValue } from '../../../testing/prometheus-text.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { watchLaneMetrics } from '../lane-metrics.js';

let redis: TestRedis;
let client: Redis;
const queues: Queue[] = [];

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  client = new Redis(redis.url);
});
afterAll(async () => {
  for (const queue of queues) await queue.close();
  client.disconnect();
  await redis.stop();
});

describe('the judge lanes’ metrics', () => {
  it('when jobs wait in a lane, with a priority or without, then the scrape gives their number and the oldest one’s age', async () => {
    const site = new Queue(JUDGE_LANES.site, { connection: { url: redis.url } });
    queues.push(site);
    const now = Date.now();
    await site.add('submit', {}, { priority: 3, timestamp: now - 90_000 });
    await site.add('submit', {}, { priority: 1, timestamp: now - 5_000 });
    await site.add('run', {}, { timestamp: now - 20_000 });
    // Where BullMQ keeps them: the keys deploy/kubernetes's KEDA triggers measure.
    expect(await client.zcard(`bull:${JUDGE_LANES.site}:prioritized`)).toBe(2);
    expect(await client.llen(`bull:${JUDGE_LANES.site}:wait`)).toBe(1);
    const registry = new Registry();
    watchLaneMetrics(registry, client);

    const text = await registry.metrics();

    expect(sampleValue(text, 'codecourt_judge_lane_waiting_jobs', { lane: 'site' })).toBe(3);
    expect(sampleValue(text, 'codecourt_judge_lane_waiting_jobs', { lane: 'judge0' })).toBe(0);
    const oldest = sampleValue(text, 'codecourt_judge_lane_oldest_waiting_seconds', { lane: 'site' });
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(90 + (Date.now() - now) / 1000 + 1);
    expect(sampleValue(text, 'codecourt_judge_lane_oldest_waiting_seconds', { lane: 'judge0' })).toBe(0);
  });
});
