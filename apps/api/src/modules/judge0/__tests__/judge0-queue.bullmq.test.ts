import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJudgeConfig } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker } from '@codecourt/judge-transport';
import type { Judging } from '../../judging/create-judging.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import type { Judge0TestClient } from '../../../testing/judge0-client.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';

// REDIS_URL set: Judge0 submissions go through the same BullMQ queue and judge workers as the site's.
let redis: TestRedis;
let database: TestDatabase;
let judging: Judging;
let t: TestApp;
let client: Judge0TestClient;
let worker: JudgeWorker | undefined;
const python = { source_code: 'print(input()[::-1])', language_id: 71, stdin: 'abc' };
let waiting: string[] = [];

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  judging = await createRedisJudging(database.db, redis.url);
  t = await createTestApp({
    database,
    judging,
    config: { redisUrl: redis.url },
    env: { JUDGE0_QUEUE_LIMIT: '3' },
  });
  client = await judge0Client(t.app);
});
afterAll(async () => {
  await worker?.close();
  await judging.close();
  await database.dispose();
  await redis.stop();
});

describe('Judge0 submissions through the BullMQ queue', () => {
  it('when no worker runs, then submissions wait In Queue and past the queue limit the answer is 503 queue is full', async () => {
    const first = (await client.post('/judge0/submissions', python)).body as { token: string };
    const batch = await client.post('/judge0/submissions/batch', { submissions: [python, python] });
    const over = await client.post('/judge0/submissions', python);
    const shown = await client.get(`/judge0/submissions/${first.token}?fields=status`);

    waiting = [first.token, ...(batch.body as { token: string }[]).map((item) => item.token)];
    expect(batch.status).toBe(201);
    expect(over.status).toBe(503);
    expect(over.body).toEqual({ error: 'queue is full' });
    expect(shown.body).toEqual({ status: { id: 1, description: 'In Queue' } });
  });

  it('when a worker starts, then the waiting submissions are judged by it and their results stored', async () => {
    const { submissions } = (await client.get('/judge0/submissions/batch?tokens=x')).body as {
      submissions: unknown[];
    };
    expect(submissions).toEqual([null]);
    const first = (await client.post('/judge0/submissions/batch', { submissions: [python] })).status;
    expect(first).toBe(503);

    worker = await startJudgeWorker({
      redisUrl: redis.url,
      concurrency: 2,
      judge: { config: loadJudgeConfig(process.env), cacheDir: await tempDir() },
    });
    const answer = await waitFor<unknown>(
      async () => {
        const res = await client.post('/judge0/submissions?wait=true&fields=status,stdout,message', python);
        return res.status === 201 ? (res.body as unknown) : undefined;
      },
      'room in the queue and a judged submission',
      60_000,
    );

    // Two at a time: the last waiting submission may still run beside the one just answered.
    const judged = { submissions: waiting.map(() => ({ status_id: 3 })) };
    const earlier = await waitFor<unknown>(
      async () => {
        const res = await client.get(
          `/judge0/submissions/batch?tokens=${waiting.join(',')}&fields=status_id`,
        );
        const body = res.body as { submissions: { status_id: number }[] };
        return body.submissions.every((s) => s.status_id > 2) ? (res.body as unknown) : undefined;
      },
      'the waiting submissions judged',
      60_000,
    );

    expect(answer).toEqual({ status: { id: 3, description: 'Accepted' }, stdout: 'cba\n', message: null });
    expect(earlier).toEqual(judged);
  });
});
