import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_PROGRESS_TTL_S, judgeProgressKey } from '@codecourt/contracts';
import { loadJudgeConfig } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker } from '@codecourt/judge-transport';
import { Redis } from 'ioredis';
import { listenOnFreePort, openEventStream } from '../../../testing/event-stream-client.js';
import {
  SLOW_ADD_TWO,
  eventsReceived,
  expectAddTwoAccepted,
  spanMs,
  shownEvents,
  splitLiveEvents,
  submitNoWait,
} from '../../../testing/live-judging.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { Judging } from '../../judging/create-judging.js';

type Instance = { judging: Judging; app: TestApp; server: Awaited<ReturnType<typeof listenOnFreePort>> };

let redis: TestRedis;
let database: TestDatabase;
let one: Instance;
let two: Instance;
let worker: JudgeWorker;
let problemId: string;
let ada: TestBrowser;

/** One API instance on the shared database and Redis, as a second replica behind a load balancer would be. */
async function startInstance(): Promise<Instance> {
  const judging = await createRedisJudging(database.db, redis.url);
  const app = await createTestApp({
    database,
    judging,
    config: { redisUrl: redis.url, submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  return { judging, app, server: await listenOnFreePort(app.app) };
}

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  one = await startInstance();
  two = await startInstance();
  ada = (await signedInBrowser(one.app.app)).browser;
  worker = await startJudgeWorker({
    redisUrl: redis.url,
    judge: { config: loadJudgeConfig(process.env), cacheDir: await tempDir() },
  });
});
afterAll(async () => {
  await worker.close();
  for (const instance of [one, two]) {
    await instance.server.close();
    await instance.judging.close();
    await instance.app.close();
  }
  await database.dispose();
  await redis.stop();
});

const eventsPath = (id: string) => `/api/submission/${id}/events`;

describe('GET /api/submission/{id}/events through BullMQ and a judge worker', () => {
  it('when a submission is followed from the start, then the worker reports each test in order, before the stored result', async () => {
    const id = await submitNoWait(ada, problemId, SLOW_ADD_TWO);
    const stream = await openEventStream(one.server.baseUrl, ada, eventsPath(id));

    const events = await stream.ended;

    const { tests, result } = splitLiveEvents(events);
    expectAddTwoAccepted(tests);
    expect(result).toMatchObject({ _id: id, status: 'done', verdict: 'Accepted', testCasesPassed: 5 });
    expect(spanMs(events)).toBeGreaterThanOrEqual(750);
  });

  it('when another API instance is asked midway, then it replays the history from Redis, then the rest and the result', async () => {
    const id = await submitNoWait(ada, problemId, SLOW_ADD_TWO);
    const first = await openEventStream(one.server.baseUrl, ada, eventsPath(id));
    await waitFor(eventsReceived(first, 2), 'two finished tests');

    const late = await openEventStream(two.server.baseUrl, ada, eventsPath(id));
    const [fromStart, fromMidway] = await Promise.all([first.ended, late.ended]);

    expect(shownEvents(fromMidway)).toEqual(shownEvents(fromStart));
    expectAddTwoAccepted(splitLiveEvents(fromMidway).tests);
    const client = new Redis(redis.url);
    try {
      const key = judgeProgressKey(id);
      expect(await client.llen(key)).toBe(5);
      expect(await client.ttl(key)).toBeGreaterThan(JUDGE_PROGRESS_TTL_S - 60);
    } finally {
      client.disconnect();
    }
  });
});
