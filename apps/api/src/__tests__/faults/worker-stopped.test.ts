import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedId, startFaultStack } from '../../testing/fault-stack.js';
import type { FaultStack } from '../../testing/fault-stack.js';
import { JUDGE_WORKER_APP, startWorkerProcess } from '../../testing/judge-worker-process.js';
import { startTestRedis } from '../../testing/redis-server.js';
import type { TestRedis } from '../../testing/redis-server.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';
import { ADD_TWO } from '../../testing/tiny-package.js';
import { waitFor } from '../../testing/wait-for.js';

// The real worker app gets SIGTERM (a deploy, `docker stop`) while it judges a job that needs far longer
// than its limit to finish: it waits at most that limit, hands the job back and exits; another worker
// judges it once.
let redis: TestRedis;
let database: TestDatabase;
let stack: FaultStack;

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  stack = await startFaultStack({ database, redisUrl: redis.url });
});
afterAll(async () => {
  await stack.stop();
  await redis.stop();
  await database.dispose();
});

describe('a judge worker stopped mid-job', () => {
  it('when the worker gets SIGTERM during a long job, then it exits before the job ends, hands it back, and another worker judges it once', async () => {
    const stopping = await startWorkerProcess(redis.url, {}, JUDGE_WORKER_APP);
    // Each of the 5 tests sleeps 3 s (no CPU): 15 s of judging, against a limit of 5.5 s (1 s, Python).
    const id = acceptedId(await stack.submit(`import time\ntime.sleep(3)\n${ADD_TWO.python}`));
    await waitFor(
      async () => ((await stack.row(id))?.status === 'judging' ? true : undefined),
      'the job to start',
      60_000,
    );

    await stopping.kill('SIGTERM');
    const atExit = await stack.row(id);
    // The default lock: this worker judges 15 s of sleeps, and a 2 s lock renewed late on a loaded machine
    // let BullMQ call the job stalled twice and fail it (Internal Error).
    const second = await stack.startWorker({});
    const judged = await stack.storedVerdict(id, 90_000);

    expect(atExit?.status).toBe('judging');
    const lines = stopping.stdout();
    expect(lines).toContain('judge worker stopped');
    expect(lines).toContain('job handed back');
    expect(lines).not.toContain('job completed');
    expect(lines).not.toContain('job failed');
    // On a failure, what each worker and the API said is the only account of where the verdict came from.
    const story = [
      `stopped worker:\n${lines}`,
      `second worker:\n${second.stdout()}`,
      `API:\n${stack.logs()}`,
    ].join('\n');
    expect(judged, story).toMatchObject({ verdict: 'Accepted', testCasesPassed: 5 });
  }, 180_000);
});
