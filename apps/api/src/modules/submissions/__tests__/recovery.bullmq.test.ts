import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_QUEUE, submitResponseSchema } from '@codecourt/contracts';
import { loadJudgeConfig } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import { startWorkerProcess } from '../../../testing/judge-worker-process.js';
import type { WorkerProcess } from '../../../testing/judge-worker-process.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { ADD_TWO, tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { Judging } from '../../judging/create-judging.js';
import { createSubmissionRepository } from '../repository.js';

let redis: TestRedis;
let database: TestDatabase;
let problemId: string;
let userId: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await database.dispose();
  await redis.stop();
});

/** An API (judging + app) whose submit waits only briefly, so a request returns while the job is still queued. */
async function startApi(): Promise<{ judging: Judging; submit: (code: string) => Promise<string> }> {
  const judging = await createRedisJudging(database.db, redis.url, 200);
  cleanups.push(() => judging.close());
  const testApp = await createTestApp({
    database,
    judging,
    config: { redisUrl: redis.url, submitWaitMs: 200 },
  });
  const { browser, user } = await signedInBrowser(testApp.app);
  userId = user._id;
  return {
    judging,
    submit: async (code) => {
      const res = await browser.post(`/api/submission/submit/${problemId}`, { code, language: 'python' });
      return submitResponseSchema.parse(res.body)._id;
    },
  };
}

/** A worker in its own process (so it can be killed) with lock timing short enough to see its job taken again in seconds. */
async function startWorkerProcessWithFastStall(): Promise<WorkerProcess> {
  const worker = await startWorkerProcess(redis.url, {
    JUDGE_LOCK_DURATION_MS: '2000',
    JUDGE_STALLED_INTERVAL_MS: '1000',
  });
  cleanups.push(() => worker.kill('SIGTERM'));
  return worker;
}

async function startWorker(): Promise<void> {
  const worker = await startJudgeWorker({
    redisUrl: redis.url,
    judge: { config: loadJudgeConfig(process.env), cacheDir: await tempDir() },
  });
  cleanups.push(() => worker.close());
}

const submissions = () => createSubmissionRepository(database.db);
const storedVerdict = (id: string) =>
  waitFor(
    async () => {
      const row = await submissions().findById(id);
      return row?.status === 'done' ? row : undefined;
    },
    `the stored verdict of ${id}`,
    40_000,
  );

describe('every accepted submission ends with a stored verdict', () => {
  it('when the API was down while its job finished, then the reconciler at the next start stores the result', async () => {
    const first = await startApi();
    const id = await first.submit(ADD_TWO.python);
    await first.judging.close();
    await startWorker();
    const queue = new Queue(JUDGE_QUEUE.name, { connection: { url: redis.url } });
    cleanups.push(() => queue.close());
    await waitFor(
      async () => ((await (await queue.getJob(id))?.getState()) === 'completed' ? true : undefined),
      'the job',
    );
    expect((await submissions().findById(id))?.status).not.toBe('done');

    const second = await createRedisJudging(database.db, redis.url);
    cleanups.push(() => second.close());
    const summary = await second.reconcile();

    expect(summary).toMatchObject({ unfinished: 1, collected: 1, requeued: 0 });
    expect((await submissions().findById(id))?.verdict).toBe('Accepted');
  });

  it('when a job completes while the reconciler reads it, then its verdict is the job’s result, never an Internal Error', async () => {
    const first = await startApi();
    const id = await first.submit(ADD_TWO.python);
    await first.judging.close();
    const second = await createRedisJudging(database.db, redis.url);
    cleanups.push(() => second.close());
    const watch = new Queue(JUDGE_QUEUE.name, { connection: { url: redis.url } });
    cleanups.push(() => watch.close());
    // The job is judged between the reconciler's reads of it: as soon as it has read the job, a worker takes
    // the job and finishes it, and only then does the read return (a schedule a long queue makes likely).
    const getJob = Reflect.get(Queue.prototype, 'getJob') as Queue['getJob'];
    const worker = { started: false };
    Queue.prototype.getJob = async function (this: Queue, jobId: string) {
      const job: unknown = await Reflect.apply(getJob, this, [jobId]);
      if (jobId === id && !worker.started) {
        worker.started = true;
        await startWorker();
        await waitFor(
          async () => ((await watch.getJobState(id)) === 'completed' ? true : undefined),
          'the job',
        );
      }
      return job as Awaited<ReturnType<typeof getJob>>;
    };
    cleanups.push(() => {
      Queue.prototype.getJob = getJob;
      return Promise.resolve();
    });
    const summary = await second.reconcile();
    if (!worker.started) await startWorker();

    // The reconciler saw the job unfinished and left it to its worker: nothing read half-done was collected
    // (which stored an Internal Error when it came before the worker's result).
    expect(summary).toEqual({ unfinished: 1, collected: 0, requeued: 0, stillQueued: 1 });
    expect((await storedVerdict(id)).verdict).toBe('Accepted');
  });

  it('when a stored submission never reached the queue, then the reconciler enqueues it and its verdict is stored', async () => {
    await startApi();
    const { row: lost } = await submissions().insertPending({
      userId,
      problemId,
      language: 'python',
      code: ADD_TWO.wrongOnSample,
      totalTestCases: 5,
    });
    const restarted = await createRedisJudging(database.db, redis.url);
    cleanups.push(() => restarted.close());
    await startWorker();

    const summary = await restarted.reconcile();

    expect(summary).toMatchObject({ unfinished: 1, requeued: 1 });
    expect((await storedVerdict(lost.id)).verdict).toBe('Wrong Answer');
  });

  it('when the worker is killed mid-job, then another worker takes the stalled job and the verdict is stored', async () => {
    const api = await startApi();
    const doomed = await startWorkerProcessWithFastStall();
    const slow = `import time\ntime.sleep(0.5)\n${ADD_TWO.python}`;
    const id = await api.submit(slow);
    await waitFor(
      async () => ((await submissions().findById(id))?.status === 'judging' ? true : undefined),
      'the job to start',
    );

    await doomed.kill('SIGKILL');
    expect((await submissions().findById(id))?.status).toBe('judging');
    await startWorkerProcessWithFastStall();

    const row = await storedVerdict(id);
    expect(row.verdict).toBe('Accepted');
    expect(row.testCasesPassed).toBe(5);
  }, 90_000);
});
