import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, healthResponseSchema } from '@codecourt/contracts';
import { acceptedId, startFaultStack } from '../../testing/fault-stack.js';
import type { FaultStack } from '../../testing/fault-stack.js';
import { startPrivateRedis } from '../../testing/redis-server.js';
import type { RestartableRedis } from '../../testing/redis-server.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';
import { ADD_TWO } from '../../testing/tiny-package.js';
import { waitFor } from '../../testing/wait-for.js';

// Redis is crashed (SIGKILL, no persistence: every queued job and lock is gone) under a running API and
// a running worker, then started again on the same port. Nothing else is restarted.
let redis: RestartableRedis;
let database: TestDatabase;
let stack: FaultStack;

beforeAll(async () => {
  redis = await startPrivateRedis();
  database = await createTestDatabase();
  stack = await startFaultStack({ database, redisUrl: redis.url });
  await stack.startWorker();
});
afterAll(async () => {
  await stack.stop();
  await redis.stop();
  await database.dispose();
});

const slowProgram = (seconds: number) => `import time\ntime.sleep(${String(seconds)})\n${ADD_TWO.python}`;
const health = async () => {
  const res = await stack.browser.get('/api/health');
  return { status: res.status, body: healthResponseSchema.parse(res.body) };
};

describe('Redis killed and restarted under a running API and worker', () => {
  it('when Redis dies mid-job, then the API answers 503 while it is down and, once it is back, every accepted submission ends with a verdict without restarting anything', async () => {
    const warmUp = acceptedId(await stack.submit(ADD_TWO.python));
    expect((await stack.storedVerdict(warmUp)).verdict).toBe('Accepted');
    const inFlight = acceptedId(await stack.submit(slowProgram(2)));
    const queuedBehind = acceptedId(await stack.submit(ADD_TWO.wrongOnSample));
    await waitFor(
      async () => ((await stack.row(inFlight))?.status === 'judging' ? true : undefined),
      'the slow job to start',
    );

    await redis.kill();

    const downHealth = await health();
    expect(downHealth.status).toBe(503);
    expect(downHealth.body).toMatchObject({ status: 'degraded', queue: 'down', db: 'ok' });
    const started = Date.now();
    const refused = await stack.submit(ADD_TWO.python);
    expect(refused.status).toBe(503);
    expect([MESSAGES.serviceUnavailable, MESSAGES.judgeUnavailable]).toContain(
      (refused.body as { error: string }).error,
    );
    const signIn = await stack.browser.post('/api/user/login', {
      emailId: 'x@example.com',
      password: 'whatever',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual({ error: MESSAGES.serviceUnavailable });
    const reads = await stack.browser.get('/api/problem/getAllProblem');
    expect(reads.status).toBe(200);

    await redis.start();

    await waitFor(async () => ((await health()).status === 200 ? true : undefined), 'health to recover');
    const inFlightRow = await stack.storedVerdict(inFlight);
    const queuedRow = await stack.storedVerdict(queuedBehind);
    const after = acceptedId(await stack.submit(ADD_TWO.python));
    const afterRow = await stack.storedVerdict(after);
    expect(inFlightRow).toMatchObject({ verdict: 'Accepted', testCasesPassed: 5 });
    expect(queuedRow.verdict).toBe('Wrong Answer');
    expect(afterRow.verdict).toBe('Accepted');
  }, 120_000);
});
