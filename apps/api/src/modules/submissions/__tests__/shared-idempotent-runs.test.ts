import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { createSharedIdempotentRuns } from '../shared-idempotent-runs.js';

const answerSchema = z.object({ judgedBy: z.string() });
type Answer = z.infer<typeof answerSchema>;

let redis: TestRedis;
const clients: Redis[] = [];

/** One API instance's view of the shared Runs: its own Redis connection, as each process has. */
function instance(url = redis.url) {
  const client = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
  client.on('error', () => undefined);
  clients.push(client);
  return createSharedIdempotentRuns<Answer>({
    redis: client,
    parse: (json) => answerSchema.parse(json),
    runWaitMs: 5_000,
    pollMs: 20,
  });
}

beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis.stop();
});

describe('Run idempotency keys shared through Redis', () => {
  it('when the same Run is repeated on two instances at once, then it is judged once and both answer its result', async () => {
    const [a, b] = [instance(), instance()];
    const user = randomUUID();
    const judged: string[] = [];
    const work = (name: string) => async () => {
      judged.push(name);
      await sleep(200);
      return { judgedBy: name };
    };

    const answers = await Promise.all([a.once(user, 'k', work('a')), b.once(user, 'k', work('b'))]);

    expect(judged).toHaveLength(1);
    expect(answers[0]).toEqual(answers[1]);
    const later = await b.once(user, 'k', work('b again'));
    expect(later).toEqual(answers[0]);
    expect(judged).toHaveLength(1);
  });

  it('when a Run fails on one instance, then its retry on another is judged', async () => {
    const [a, b] = [instance(), instance()];
    const user = randomUUID();

    await expect(a.once(user, 'k', () => Promise.reject(new Error('judge down')))).rejects.toThrow(
      'judge down',
    );
    const retried = await b.once(user, 'k', () => Promise.resolve({ judgedBy: 'b' }));

    expect(retried).toEqual({ judgedBy: 'b' });
  });

  it('when Redis cannot be reached, then the Run is judged on the instance that got it', async () => {
    const nowhere = instance('redis://127.0.0.1:1');

    const answer = await nowhere.once(randomUUID(), 'k', () => Promise.resolve({ judgedBy: 'here' }));

    expect(answer).toEqual({ judgedBy: 'here' });
  });
});
