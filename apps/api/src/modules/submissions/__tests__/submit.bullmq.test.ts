import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JUDGE_QUEUE,
  MESSAGES,
  healthResponseSchema,
  runResponseSchema,
  submissionSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import { loadJudgeConfig } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker } from '@codecourt/judge-transport';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { ADD_TWO, addTwoPackage, tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { Judging } from '../../judging/create-judging.js';

let redis: TestRedis;
let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let worker: JudgeWorker | undefined;
let problemId: string;
let ada: TestBrowser;

const startWorker = async () =>
  startJudgeWorker({
    redisUrl: redis.url,
    concurrency: 2,
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
  ada = (await signedInBrowser(testApp.app)).browser;
  worker = await startWorker();
});
afterAll(async () => {
  await worker?.close();
  await judging.close();
  await testApp.close();
  await database.dispose();
  await redis.stop();
});

describe('run and submit through BullMQ and a judge worker', () => {
  it('when a right solution is submitted, then the worker judges it and the stored verdict is Accepted', async () => {
    const res = await ada.post(`/api/submission/submit/${problemId}`, {
      code: ADD_TWO.python,
      language: 'python',
    });

    expect(res.status).toBe(200);
    const body = submitResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      accepted: true,
      verdict: 'Accepted',
      testCasesPassed: 5,
      totalTestCases: 5,
    });
    const stored = submissionSchema.parse((await ada.get(`/api/submission/${body._id}`)).body);
    expect(stored).toMatchObject({ status: 'done', verdict: 'Accepted' });
    expect(stored.tests.map((test) => test.visible)).toEqual([true, true, false, false, false]);
  });

  it('when a sample fails, then the queue answers Wrong Answer with the failing sample', async () => {
    const res = await ada.post(`/api/submission/submit/${problemId}`, {
      code: ADD_TWO.wrongOnSample,
      language: 'python',
    });

    expect(submitResponseSchema.parse(res.body)).toMatchObject({
      verdict: 'Wrong Answer',
      tests: [{ visible: true, input: '1 2\n', expected: '3\n', actual: '-1\n' }],
    });
  });

  it('when code is run on the samples and on custom input, then the worker answers both', async () => {
    const onSamples = await ada.post(`/api/submission/run/${problemId}`, {
      code: ADD_TWO.cpp,
      language: 'cpp',
    });
    const onCustom = await ada.post(`/api/submission/run/${problemId}`, {
      code: ADD_TWO.cpp,
      language: 'cpp',
      customInput: '40 2\n',
    });

    expect(runResponseSchema.parse(onSamples.body)).toMatchObject({ success: true, verdict: 'Accepted' });
    expect(runResponseSchema.parse(onCustom.body)).toMatchObject({ success: true, output: '42\n' });
  });

  it("when the health probe runs, then it reports the redis queue and the worker's sandbox driver", async () => {
    const res = await ada.get('/api/health');

    expect(healthResponseSchema.parse(res.body)).toMatchObject({
      status: 'ok',
      queue: 'redis',
      sandbox: worker?.judge.driverName,
    });
  });

  it('when no worker answers in time, then submit answers 202 in the 200 shape (pending, no verdict), and the verdict is stored once a worker runs', async () => {
    await worker?.close();
    worker = undefined;
    expect((await ada.get('/api/health')).body).toMatchObject({ status: 'ok', sandbox: 'none' });
    const impatient = await createRedisJudging(database.db, redis.url, 300);
    const app = await createTestApp({
      database,
      judging: impatient,
      config: { redisUrl: redis.url, submitWaitMs: 300 },
    });
    const { browser } = await signedInBrowser(app.app);
    try {
      const res = await browser.post(`/api/submission/submit/${problemId}`, {
        code: ADD_TWO.python,
        language: 'python',
      });
      const pending = submitResponseSchema.parse(res.body);
      expect(res.status).toBe(202);
      expect(pending).toMatchObject({
        status: 'pending',
        verdict: null,
        success: true,
        accepted: false,
        message: MESSAGES.stillJudging,
        tests: [],
        totalTestCases: 5,
      });

      worker = await startWorker();
      const stored = await waitFor(async () => {
        const body = submissionSchema.parse((await browser.get(`/api/submission/${pending._id}`)).body);
        return body.status === 'done' ? body : undefined;
      }, 'the verdict of the pending submission');

      expect(stored.verdict).toBe('Accepted');
    } finally {
      await impatient.close();
    }
  });

  it('when the judge reports an Internal Error, then the job is retried with backoff and the error stored after the last attempt', async () => {
    const files = addTwoPackage();
    files['problem.yaml'] = (files['problem.yaml'] ?? '').replace(
      'validation: default',
      'validation: custom',
    );
    files['output_validators/validator/validator.py'] = 'import sys\nsys.exit(1)\n';
    const broken = await importTestPackage(database.db, { slug: 'broken-validator', files });
    const started = Date.now();

    const res = await ada.post(`/api/submission/submit/${broken.id}`, {
      code: ADD_TWO.python,
      language: 'python',
    });

    const body = submitResponseSchema.parse(res.body);
    expect(body).toMatchObject({ success: false, accepted: false, verdict: 'Internal Error' });
    const queue = new Queue(JUDGE_QUEUE.name, { connection: { url: redis.url } });
    const job = await queue.getJob(body._id);
    await queue.close();
    expect(job?.attemptsMade).toBe(JUDGE_QUEUE.attempts);
    // Backoff 1 s then 2 s between the three attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * JUDGE_QUEUE.backoffMs);
  });
});

describe('health when Redis goes away', () => {
  it('when Redis stops answering, then health reports the queue down and answers 503', async () => {
    const doomed = await startTestRedis({ privateServer: true });
    const doomedJudging = await createRedisJudging(database.db, doomed.url);
    const app = await createTestApp({ database, judging: doomedJudging, config: { redisUrl: doomed.url } });
    const browser = await openBrowser(app.app);
    const before = healthResponseSchema.parse((await browser.get('/api/health')).body);

    await doomed.stop();
    const res = await browser.get('/api/health');

    expect(before.queue).toBe('redis');
    expect(res.status).toBe(503);
    expect(healthResponseSchema.parse(res.body)).toMatchObject({ status: 'degraded', queue: 'down' });
    await doomedJudging.close();
  });
});
