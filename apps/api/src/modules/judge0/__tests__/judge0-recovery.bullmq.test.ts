import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_LANES } from '@codecourt/contracts';
import { loadJudgeConfig } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { Judging } from '../../judging/create-judging.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import type { Judge0TestClient } from '../../../testing/judge0-client.js';
import { startPrivateRedis } from '../../../testing/redis-server.js';
import type { RestartableRedis } from '../../../testing/redis-server.js';
import { createTestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import { judge0JobId } from '../judge-request.js';
import { createJudge0Repository } from '../repository.js';

// Judge0 tokens as the site's submissions (submissions/__tests__/recovery.bullmq.test.ts): whatever stopped
// mid-way, the reconciler leaves no token In Queue or Processing forever.
let redis: RestartableRedis;
let database: TestDatabase;
const cleanups: (() => Promise<void>)[] = [];
const python = { source_code: 'print(input()[::-1])', language_id: 71, stdin: 'abc' };

beforeAll(async () => {
  redis = await startPrivateRedis();
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await database.dispose();
  await redis.stop();
});

const repository = () => createJudge0Repository(database.db);

async function startApi(): Promise<{ judging: Judging; client: Judge0TestClient }> {
  const judging = await createRedisJudging(database.db, redis.url);
  const t = await createTestApp({ database, judging, config: { redisUrl: redis.url } });
  return { judging, client: await judge0Client(t.app) };
}

async function restartedJudging(): Promise<Judging> {
  const judging = await createRedisJudging(database.db, redis.url);
  cleanups.push(() => judging.close());
  return judging;
}

async function startWorker(): Promise<void> {
  const worker = await startJudgeWorker({
    redisUrl: redis.url,
    judge: { config: loadJudgeConfig(process.env), cacheDir: await tempDir() },
  });
  cleanups.push(() => worker.close());
}

const submitted = async (client: Judge0TestClient) =>
  ((await client.post('/judge0/submissions', python)).body as { token: string }).token;

const storedResult = (token: string) =>
  waitFor(
    async () => {
      const row = await repository().find(token);
      return row?.finishedAt ? row : undefined;
    },
    `the stored result of ${token}`,
    40_000,
  );

describe('every Judge0 submission ends judged or failed', () => {
  it('when the API was down while a Judge0 job finished, then the reconciler at the next start stores its result', async () => {
    const first = await startApi();
    const token = await submitted(first.client);
    await first.judging.close();
    await startWorker();
    const queue = new Queue(JUDGE_LANES.judge0, { connection: { url: redis.url } });
    cleanups.push(() => queue.close());
    await waitFor(
      async () =>
        (await (await queue.getJob(judge0JobId(token)))?.getState()) === 'completed' ? true : undefined,
      'the job',
    );
    expect((await repository().find(token))?.finishedAt).toBeNull();

    const summary = await (await restartedJudging()).reconcile();

    expect(summary).toMatchObject({ unfinished: 1, collected: 1, requeued: 0 });
    expect(await repository().find(token)).toMatchObject({ statusId: 3, stdoutBase64: 'Y2JhCg==' });
  });

  it('when the API stopped mid-judging and Redis lost the queue, then the Processing token is judged again', async () => {
    const first = await startApi();
    const token = await submitted(first.client);
    await repository().markProcessing(token);
    await first.judging.close();
    await redis.kill();
    await redis.start();

    const restarted = await restartedJudging();
    await startWorker();
    const summary = await restarted.reconcile();

    expect(summary).toMatchObject({ unfinished: 1, requeued: 1 });
    expect(await storedResult(token)).toMatchObject({ statusId: 3, stdoutBase64: 'Y2JhCg==' });
    const shown = await first.client.get(`/judge0/submissions/${token}?fields=status,stdout`);
    expect(shown.body).toEqual({ status: { id: 3, description: 'Accepted' }, stdout: 'cba\n' });
  });
});
