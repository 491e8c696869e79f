import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE0_MESSAGES } from '@codecourt/contracts';
import type { Judging } from '../../judging/create-judging.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import type { Judge0TestClient } from '../../../testing/judge0-client.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { createTestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { createJudge0Repository } from '../repository.js';

// Redis past its maxmemory (noeviction) still answers reads, so the queue-limit check passes, but refuses
// the job's write: the enqueue itself fails, after the submission row was stored.
let redis: TestRedis;
let admin: Redis;
let database: TestDatabase;
let judging: Judging;
let client: Judge0TestClient;
const python = { source_code: 'print(input()[::-1])', language_id: 71, stdin: 'abc' };

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  admin = new Redis(redis.url);
  database = await createTestDatabase();
  judging = await createRedisJudging(database.db, redis.url);
  const t = await createTestApp({ database, judging, config: { redisUrl: redis.url } });
  client = await judge0Client(t.app);
});
afterAll(async () => {
  await admin.config('SET', 'maxmemory', '0');
  admin.disconnect();
  await judging.close();
  await database.dispose();
  await redis.stop();
});

describe('a Judge0 submission whose job cannot be queued', () => {
  it('when the enqueue fails, then the answer is a clear 503 and the token is an Internal Error, nothing left In Queue', async () => {
    await admin.config('SET', 'maxmemory-policy', 'noeviction');
    await admin.config('SET', 'maxmemory', '1');

    const single = await client.post('/judge0/submissions', python);
    const batch = await client.post('/judge0/submissions/batch', { submissions: [python] });
    await admin.config('SET', 'maxmemory', '0');

    expect(single.status).toBe(503);
    expect(single.body).toMatchObject({ error: JUDGE0_MESSAGES.enqueueFailed });
    expect(batch.status).toBe(503);
    expect(batch.body).toMatchObject([{ error: JUDGE0_MESSAGES.enqueueFailed }]);
    const token = (single.body as { token: string }).token;
    const shown = await client.get(`/judge0/submissions/${token}?fields=status,message`);
    expect(shown.body).toEqual({
      status: { id: 13, description: 'Internal Error' },
      message: JUDGE0_MESSAGES.enqueueFailed,
    });
    expect(await createJudge0Repository(database.db).unfinished()).toEqual([]);
  });
});
