// Issue 20, finding 4, with Redis and a real worker: ten Judge0 sleepers of one user made another
// user's submit wait 99 s behind them in one FIFO. The mount has a lane (queue and workers) of its own,
// and within a lane each user's next job goes before anyone's second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionSchema } from '@codecourt/contracts';
import { loadJudgeConfig } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker } from '@codecourt/judge-transport';
import { sleepersFinishedBeforeSubmit } from '../../../testing/judge0-flood.js';
import { submitNoWait } from '../../../testing/live-judging.js';
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
import { ADD_TWO, tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { Judging } from '../create-judging.js';

let redis: TestRedis;
let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let worker: JudgeWorker | undefined;
let problemId: string;

const startWorker = async (concurrency: number) =>
  startJudgeWorker({
    redisUrl: redis.url,
    concurrency,
    judge: { config: loadJudgeConfig(process.env), cacheDir: await tempDir() },
  });

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  judging = await createRedisJudging(database.db, redis.url);
  testApp = await createTestApp({
    database,
    judging,
    config: { redisUrl: redis.url, submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
});
afterAll(async () => {
  await worker?.close();
  await judging.close();
  await testApp.close();
  await database.dispose();
  await redis.stop();
}, 120_000);

const judgedAt = async (browser: TestBrowser, id: string) =>
  waitFor(
    async () => {
      const submission = submissionSchema.parse((await browser.get(`/api/submission/${id}`)).body);
      return submission.judgedAt ?? undefined;
    },
    'a verdict',
    60_000,
  );

describe('a fair judge queue', () => {
  it('when one user queued four submits before another user queued one, then the other’s is judged first or second, not fifth', async () => {
    const ada = (await signedInBrowser(testApp.app)).browser;
    const bob = (await signedInBrowser(testApp.app)).browser;
    const adas: string[] = [];
    for (let i = 0; i < 4; i++) adas.push(await submitNoWait(ada, problemId, ADD_TWO.python));
    const bobs = await submitNoWait(bob, problemId, ADD_TWO.python);

    worker = await startWorker(1);
    const order = (
      await Promise.all([
        ...adas.map(async (id) => ({ who: 'ada', at: await judgedAt(ada, id) })),
        judgedAt(bob, bobs).then((at) => ({ who: 'bob', at })),
      ])
    )
      .sort((a, b) => a.at.localeCompare(b.at))
      .map(({ who }) => who);

    // One place, shared per test (D17): Bob's tests run between Ada's first job's, so he ends before or
    // just after it, never behind her flood.
    expect(order.indexOf('bob')).toBeLessThanOrEqual(1);
    expect(order.filter((who) => who === 'ada')).toHaveLength(4);
    await worker.close();
    worker = undefined;
  }, 120_000);

  it('when one user floods the Judge0 mount with near-wall sleepers, then another user’s submit is judged before all but the running ones', async () => {
    worker = await startWorker(2);
    const { browser } = await signedInBrowser(testApp.app);

    const finished = await sleepersFinishedBeforeSubmit(testApp.app, browser, problemId);

    // The mount's lane has two places here: at most the two sleepers running when the submit came had ended.
    expect(finished).toBeLessThanOrEqual(2);
  }, 120_000);
});
