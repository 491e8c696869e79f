// Issue 20, finding 5: one token stored 201 MB in 9 s, and a user may hold ten tokens. Text fields are
// bounded like Judge0's, and each user (all tokens together) has one storage quota and one rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE0_LIMITS, JUDGE0_MESSAGES } from '@codecourt/contracts';
import { createHeldTestJudging } from '../../../testing/held-test-judging.js';
import { judge0Client, judge0Clients } from '../../../testing/judge0-client.js';
import type { Judge0TestClient } from '../../../testing/judge0-client.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';

// The judge is held: submissions stay In Queue and keep what they were sent.
const QUOTA = 100_000;
const STDIN = 'x'.repeat(30_000);
const program = { source_code: 'print(1)', language_id: 71, stdin: STDIN };
let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const { judging } = await createHeldTestJudging(database.db, 1_000);
  t = await createTestApp({
    database,
    judging,
    env: { JUDGE0_STORAGE_QUOTA_BYTES: String(QUOTA), JUDGE0_RATE_LIMIT_MAX: '1000' },
  });
});
afterAll(async () => {
  await t.close();
  await database.dispose();
});

/** Submits through the clients in turn until one is refused; answers every status. */
async function fill(clients: Judge0TestClient[]): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 10 && statuses.at(-1) !== 429; i++) {
    const client = clients[i % clients.length];
    if (client) statuses.push((await client.post('/judge0/submissions', program)).status);
  }
  return statuses;
}

describe('Judge0 storage', () => {
  it('when stdin or expected_output is longer than Judge0 allows, then 422 naming the field', async () => {
    const client = await judge0Client(t.app);
    const long = 'y'.repeat(JUDGE0_LIMITS.maxStdinBytes + 1);

    const res = await client.post('/judge0/submissions', { ...program, stdin: long, expected_output: long });

    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      stdin: [JUDGE0_MESSAGES.tooLong(JUDGE0_LIMITS.maxStdinBytes)],
      expected_output: [JUDGE0_MESSAGES.tooLong(JUDGE0_LIMITS.maxExpectedOutputBytes)],
    });
  });

  it('when one token keeps submitting 30 KB inputs, then it stores no more than the quota and is told why', async () => {
    const [client] = await judge0Clients(t.app, 1);

    const statuses = await fill(client ? [client] : []);

    // 4 × 30 KB fit under 100 KB of quota (the check runs before each insert); the fifth is refused.
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const refused = await client?.post('/judge0/submissions', program);
    expect(refused?.body).toEqual({ error: JUDGE0_MESSAGES.storageQuotaExceeded(QUOTA, 24) });
  });

  it('when ten tokens of one user submit in turn, then they share one quota', async () => {
    const clients = await judge0Clients(t.app, 10);

    expect(await fill(clients)).toEqual([201, 201, 201, 201, 429]);
    // Another user has a quota of their own.
    expect((await (await judge0Client(t.app)).post('/judge0/submissions', program)).status).toBe(201);
  });

  it('when ten tokens of one user send requests in turn, then they share one rate limit', async () => {
    const limited = await createTestApp({ database, env: { JUDGE0_RATE_LIMIT_MAX: '5' } });
    const clients = await judge0Clients(limited.app, 10);

    const statuses: number[] = [];
    for (const client of clients) statuses.push((await client.get('/judge0/statuses')).status);

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    await limited.close();
  });
});
