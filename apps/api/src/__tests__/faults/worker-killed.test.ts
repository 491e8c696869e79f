import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionSchema } from '@codecourt/contracts';
import { openEventStream } from '../../testing/event-stream-client.js';
import { acceptedId, startFaultStack } from '../../testing/fault-stack.js';
import type { FaultStack } from '../../testing/fault-stack.js';
import { startTestRedis } from '../../testing/redis-server.js';
import type { TestRedis } from '../../testing/redis-server.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';
import { ADD_TWO } from '../../testing/tiny-package.js';
import { waitFor } from '../../testing/wait-for.js';

// A judge worker is SIGKILLed while it judges (no chance to hand the job back); a second worker then starts.
// Lock timing is short (FAST_STALL) so BullMQ's stalled-job check hands the job over in seconds.
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

describe('a judge worker killed mid-job', () => {
  it('when the worker judging a submission is killed, then the other worker takes the job over and the live stream ends with the stored verdict', async () => {
    const doomed = await stack.startWorker();
    const id = acceptedId(await stack.submit(`import time\ntime.sleep(1.5)\n${ADD_TWO.python}`));
    const stream = await openEventStream(stack.url, stack.browser, `/api/submission/${id}/events`);
    await waitFor(
      async () => ((await stack.row(id))?.status === 'judging' ? true : undefined),
      'the job to start',
      // A fresh worker's first job also starts its sandbox: slow on a busy machine.
      60_000,
    );
    // Killed first, while its first of 5 tests of 1.5 s runs: the other worker starts after, so a slow start
    // on a busy machine can never let the doomed one finish the job before the kill lands.
    await doomed.kill('SIGKILL');
    const atKill = await stack.row(id);
    await stack.startWorker();
    const health = await stack.browser.get('/api/health');

    const events = await stream.ended;
    const last = events.at(-1);
    expect(atKill?.status).toBe('judging');
    expect(health.status).toBe(200);
    expect(last?.event).toBe('result');
    expect(submissionSchema.parse(last?.data)).toMatchObject({ verdict: 'Accepted', testCasesPassed: 5 });
    expect(await stack.row(id)).toMatchObject({ status: 'done', verdict: 'Accepted' });
  }, 150_000);
});
