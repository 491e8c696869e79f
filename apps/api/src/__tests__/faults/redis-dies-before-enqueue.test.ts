import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { requestRedisOptions } from '../../lib/redis-client-options.js';
import type { Judging } from '../../modules/judging/create-judging.js';
import { startPrivateRedis } from '../../testing/redis-server.js';
import type { RestartableRedis } from '../../testing/redis-server.js';
import { signedInBrowser } from '../../testing/sign-in.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import type { TestBrowser } from '../../testing/test-browser.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';
import { importTestPackage } from '../../testing/test-problems.js';
import { createRedisJudging } from '../../testing/test-redis-judging.js';
import { ADD_TWO } from '../../testing/tiny-package.js';

// Redis (rate limits and queue) is crashed at the one moment a submit has passed its rate limiter and stored
// its row, and is about to enqueue it: the real gateway's enqueue then meets a dead Redis.
let redis: RestartableRedis;
let database: TestDatabase;
let judging: Judging;
let limiterClient: Redis;
let t: TestApp;
let browser: TestBrowser;
let problemId: string;

beforeAll(async () => {
  redis = await startPrivateRedis();
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  judging = await createRedisJudging(database.db, redis.url);
  const { gateway } = judging;
  const dyingBeforeEnqueue: Judging = {
    ...judging,
    gateway: {
      ...gateway,
      enqueue: async (...args) => {
        await redis.kill();
        return gateway.enqueue(...args);
      },
    },
  };
  limiterClient = new Redis(redis.url, requestRedisOptions);
  limiterClient.on('error', () => undefined);
  t = await createTestApp({
    database,
    judging: dyingBeforeEnqueue,
    redis: limiterClient,
    config: { redisUrl: redis.url },
  });
  ({ browser } = await signedInBrowser(t.app));
});
afterAll(async () => {
  await judging.close();
  limiterClient.disconnect();
  await database.dispose();
  await redis.stop();
});

describe('Redis dying between the rate limiter and the enqueue', () => {
  it('when Redis dies after the submission is stored and before it is queued, then the answer is 503 with Retry-After and nothing is stored', async () => {
    const res = await browser.post(`/api/submission/submit/${problemId}?wait=false`, {
      code: ADD_TWO.python,
      language: 'python',
    });

    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: MESSAGES.judgeUnavailable });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const history = await browser.get(`/api/submission/problem/${problemId}`);
    expect(history.body).toEqual([]);
    expect(t.logs()).toContain('could not enqueue a submission: not stored');

    await redis.start();
    expect(await judging.reconcile()).toMatchObject({ unfinished: 0 });
  });
});
