import { Queue } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_QUEUE, MESSAGES, healthResponseSchema, problemListResponseSchema } from '@codecourt/contracts';
import { openPostgres } from '../../db/client.js';
import type { DatabaseHandle } from '../../db/client.js';
import { problems } from '../../db/schema/index.js';
import { PROBLEM_CHANGES_CHANNEL } from '../../modules/problems/problem-changes.js';
import { acceptedId, startFaultStack } from '../../testing/fault-stack.js';
import type { FaultStack } from '../../testing/fault-stack.js';
import { startPostgresServer } from '../../testing/postgres-server.js';
import type { PostgresServer } from '../../testing/postgres-server.js';
import { startTestRedis } from '../../testing/redis-server.js';
import type { TestRedis } from '../../testing/redis-server.js';
import { ADD_TWO } from '../../testing/tiny-package.js';
import { waitFor } from '../../testing/wait-for.js';

// PostgreSQL is crashed (SIGKILL) under a running API whose worker is judging, then started again on the
// same port and data. The API is never restarted: its pool, its LISTEN connection and its results recover.
let postgres: PostgresServer;
let redis: TestRedis;
let database: DatabaseHandle;
let stack: FaultStack;

beforeAll(async () => {
  postgres = await startPostgresServer();
  redis = await startTestRedis({ privateServer: true });
  database = openPostgres(postgres.url, () => undefined);
  await database.migrate();
  stack = await startFaultStack({ database, databaseUrl: postgres.url, redisUrl: redis.url });
  await stack.startWorker();
});
afterAll(async () => {
  await stack.stop();
  await database.close();
  await redis.stop();
  await postgres.dispose();
});

const health = async () => {
  const res = await stack.browser.get('/api/health');
  return { status: res.status, body: healthResponseSchema.parse(res.body) };
};
const listedTitle = async () => {
  const res = await stack.browser.get('/api/problem/getAllProblem');
  return problemListResponseSchema.parse(res.body).find((problem) => problem._id === stack.problemId)?.title;
};

describe('PostgreSQL killed and restarted under a running API and worker', () => {
  it('when the database dies while a job is judged, then requests answer 503 at once and, once it is back, the result is stored and the API recovers by itself', async () => {
    const warmUp = acceptedId(await stack.submit(ADD_TWO.python));
    expect((await stack.storedVerdict(warmUp)).verdict).toBe('Accepted');
    const judged = acceptedId(await stack.submit(`import time\ntime.sleep(1)\n${ADD_TWO.python}`));
    await waitFor(
      async () => ((await stack.row(judged))?.status === 'judging' ? true : undefined),
      'the job to start',
    );

    await postgres.kill();

    const started = Date.now();
    const downHealth = await health();
    const read = await stack.browser.get(`/api/submission/${judged}`);
    const write = await stack.submit(ADD_TWO.python);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(downHealth.status).toBe(503);
    expect(downHealth.body).toMatchObject({ status: 'degraded', db: 'down', queue: 'redis' });
    expect(read.status).toBe(503);
    expect(read.body).toEqual({ error: MESSAGES.databaseUnavailable });
    expect(read.headers['retry-after']).toBe('5');
    expect(write.status).toBe(503);
    // The worker finishes while the database is down: the result waits in Redis, it is not dropped.
    const queue = new Queue(JUDGE_QUEUE.name, { connection: { url: redis.url } });
    await waitFor(
      async () => ((await (await queue.getJob(judged))?.getState()) === 'completed' ? true : undefined),
      'the worker to finish the job',
    );
    await queue.close();

    await postgres.start();

    const row = await stack.storedVerdict(judged);
    expect(row).toMatchObject({ verdict: 'Accepted', testCasesPassed: 5 });
    await waitFor(async () => ((await health()).status === 200 ? true : undefined), 'health to recover');
    const after = acceptedId(await stack.submit(ADD_TWO.python));
    expect((await stack.storedVerdict(after)).verdict).toBe('Accepted');
  }, 120_000);

  it('when the database came back, then the change feed listens again: the list is cached and a committed change reaches it', async () => {
    const retitle = (title: string) =>
      database.db.update(problems).set({ title }).where(eq(problems.id, stack.problemId));
    let quiet = 0;
    // A write that notifies nobody: once the feed listens again the cache is kept, so the old title stays.
    const cachedAgain = await waitFor(
      async () => {
        const before = await listedTitle();
        await retitle(`Add Two, quietly ${String(++quiet)}`);
        return (await listedTitle()) === before ? true : undefined;
      },
      'the cache to be kept again (the change feed live)',
      15_000,
    );
    await database.db.execute(sql`select pg_notify(${PROBLEM_CHANGES_CHANNEL}, '')`);
    const notified = await waitFor(
      async () => ((await listedTitle()) === `Add Two, quietly ${String(quiet)}` ? true : undefined),
      'the notified change',
      5_000,
    );

    expect(cachedAgain).toBe(true);
    expect(notified).toBe(true);
  }, 30_000);
});
