import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { JUDGE0_LANGUAGES, JUDGE0_MESSAGES } from '@codecourt/contracts';
import { createHeldTestJudging } from '../../../testing/held-test-judging.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import type { Judge0TestClient } from '../../../testing/judge0-client.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { waitFor } from '../../../testing/wait-for.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';

// The judge is held (never released), so every submission here stays In Queue: these tests cover the
// mount's shapes, validation, authentication and limits without running programs.
let database: TestDatabase;
let t: TestApp;
let client: Judge0TestClient;
const QUEUE_LIMIT = 40;
const python = { source_code: 'print(1)', language_id: 71 };

beforeAll(async () => {
  database = await createTestDatabase();
  const { judging } = await createHeldTestJudging(database.db, 1_000);
  t = await createTestApp({ database, judging, env: { JUDGE0_QUEUE_LIMIT: String(QUEUE_LIMIT) } });
  client = await judge0Client(t.app);
});
afterAll(async () => {
  await database.dispose();
});

describe('the Judge0 reference endpoints', () => {
  it('when GET /judge0/languages, then it lists the Judge0 1.13 ids of the judge’s languages', async () => {
    const res = await client.get('/judge0/languages');

    expect(res.status).toBe(200);
    const ids = (res.body as { id: number; name: string }[]).map((l) => l.id);
    // Judge0's own id and name for each language whose file names one (this judge has no start probe, so
    // all of them), in Judge0's order: by id.
    expect(res.body).toEqual(JUDGE0_LANGUAGES.map(({ id, name }) => ({ id, name })));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([50, 54, 60, 62, 63, 71]));
    expect(res.body).toContainEqual({ id: 71, name: 'Python (3)' });
  });

  it('when GET /judge0/statuses, then it lists the fourteen statuses with Judge0’s ids and descriptions', async () => {
    const res = await client.get('/judge0/statuses');

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(14);
    expect(res.body).toContainEqual({ id: 1, description: 'In Queue' });
    expect(res.body).toContainEqual({ id: 11, description: 'Runtime Error (NZEC)' });
    expect(res.body).toContainEqual({ id: 14, description: 'Exec Format Error' });
  });
});

describe('authentication', () => {
  it('when no token is sent, then 401', async () => {
    const res = await request(t.app).get('/judge0/languages');

    expect(res.status).toBe(401);
  });

  it('when an unknown token is sent, then 401', async () => {
    const res = await request(t.app).get('/judge0/statuses').set('X-Auth-Token', 'cc_not-a-real-token');

    expect(res.status).toBe(401);
  });

  it('when the token comes as a cookie instead of the header, then 401 (the mount never signs in by cookie)', async () => {
    const res = await request(t.app)
      .post('/judge0/submissions')
      .set('Cookie', `X-Auth-Token=${client.token}`)
      .send(python);

    expect(res.status).toBe(401);
  });

  it('when JUDGE0_AUTH_HEADER renames the header, then the token is read from that header only', async () => {
    const renamed = await createTestApp({ database, env: { JUDGE0_AUTH_HEADER: 'X-RapidAPI-Key' } });
    const rapid = await judge0Client(renamed.app, 'X-RapidAPI-Key');

    const ok = await rapid.get('/judge0/statuses');
    const old = await request(renamed.app).get('/judge0/statuses').set('X-Auth-Token', rapid.token);

    expect(ok.status).toBe(200);
    expect(old.status).toBe(401);
  });

  it('when a user sends more requests than the rate limit allows, then 429', async () => {
    const limited = await createTestApp({ database, env: { JUDGE0_RATE_LIMIT_MAX: '3' } });
    const script = await judge0Client(limited.app);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await script.get('/judge0/statuses')).status);

    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /judge0/submissions validation', () => {
  it('when the language id is unknown, then 422 with Judge0’s field error', async () => {
    const res = await client.post('/judge0/submissions', { source_code: 'x', language_id: 1000 });

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ language_id: ["language with id 1000 doesn't exist"] });
  });

  it('when source and language are missing, then 422 naming both as blank', async () => {
    const res = await client.post('/judge0/submissions', {});

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ source_code: ["can't be blank"], language_id: ["can't be blank"] });
  });

  it('when limits are past the server maximums, not numbers or not positive, then 422 per field', async () => {
    const res = await client.post('/judge0/submissions', {
      ...python,
      cpu_time_limit: 16,
      wall_time_limit: 'soon',
      memory_limit: 0,
    });

    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      cpu_time_limit: ['must be less than or equal to 15'],
      wall_time_limit: ['is not a number'],
      memory_limit: ['must be greater than 0'],
    });
  });

  it('when fields names an unknown field, then 400 as Judge0 answers', async () => {
    const res = await client.post('/judge0/submissions?fields=token,colour,size', python);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid fields: [colour, size]' });
  });
});

describe('submissions before they are judged', () => {
  it('when the judge has taken a submission but not finished it, then its status is 2 Processing', async () => {
    // The held judge takes two submissions (its concurrency) and never finishes them.
    const first = (await client.post('/judge0/submissions', python)).body as { token: string };
    const second = (await client.post('/judge0/submissions', python)).body as { token: string };

    const statuses = await waitFor(async () => {
      const shown = await client.get(`/judge0/submissions/batch?tokens=${first.token},${second.token}`);
      const ids = (shown.body as { submissions: { status: { id: number } }[] }).submissions.map(
        (s) => s.status,
      );
      return ids.every((status) => status.id === 2) ? ids : undefined;
    }, 'both submissions processing');

    expect(statuses).toEqual([
      { id: 2, description: 'Processing' },
      { id: 2, description: 'Processing' },
    ]);
  });

  it('when submitted, then 201 {token}; GET answers status 1 In Queue with the default fields; fields=* adds the rest', async () => {
    const created = await client.post('/judge0/submissions', { ...python, stdin: 'in', cpu_time_limit: 1.5 });
    const { token } = created.body as { token: string };

    const shown = await client.get(`/judge0/submissions/${token}`);
    const all = await client.get(`/judge0/submissions/${token}?fields=*`);

    expect(created.status).toBe(201);
    expect(created.body).toEqual({ token: expect.any(String) as string });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      token,
      time: null,
      memory: null,
      stdout: null,
      stderr: null,
      compile_output: null,
      message: null,
      status: { id: 1, description: 'In Queue' },
    });
    expect(all.body).toMatchObject({
      token,
      status_id: 1,
      language_id: 71,
      source_code: 'print(1)',
      stdin: 'in',
      expected_output: null,
      exit_code: null,
      exit_signal: null,
      wall_time: null,
      finished_at: null,
      cpu_time_limit: '1.5',
      wall_time_limit: '5.0',
      memory_limit: 262144,
    });
    expect(Number.isNaN(Date.parse((all.body as { created_at: string }).created_at))).toBe(false);
  });

  it('when base64_encoded=true, then the sent fields are decoded and answered encoded', async () => {
    const source = Buffer.from('print("hé")').toString('base64');
    const created = await client.post('/judge0/submissions?base64_encoded=true', {
      source_code: source,
      language_id: 71,
      stdin: Buffer.from('ü').toString('base64'),
    });
    const { token } = created.body as { token: string };

    const plain = await client.get(`/judge0/submissions/${token}?fields=source_code,stdin`);
    const encoded = await client.get(
      `/judge0/submissions/${token}?fields=source_code,stdin&base64_encoded=true`,
    );

    expect(plain.body).toEqual({ source_code: 'print("hé")', stdin: 'ü' });
    expect(encoded.body).toEqual({ source_code: source, stdin: Buffer.from('ü').toString('base64') });
  });

  it('when another token asks for a submission, then 404, and the batch answers null for it', async () => {
    const { token } = (await client.post('/judge0/submissions', python)).body as { token: string };
    const other = await judge0Client(t.app);

    const single = await other.get(`/judge0/submissions/${token}`);
    const batch = await other.get(`/judge0/submissions/batch?tokens=${token}`);
    const own = await client.get(`/judge0/submissions/${token}`);

    expect(single.status).toBe(404);
    expect(single.body).toEqual({ error: 'Not Found' });
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual({ submissions: [null] });
    expect(own.status).toBe(200);
  });

  it('when a token is not a uuid, then 404', async () => {
    const res = await client.get('/judge0/submissions/not-a-token');

    expect(res.status).toBe(404);
  });
});

describe('batches', () => {
  it('when a batch mixes valid and invalid submissions, then 201 with a token or Judge0’s field errors per item, in order', async () => {
    const res = await client.post('/judge0/submissions/batch', {
      submissions: [python, { source_code: 'x', language_id: 9 }, python],
    });

    expect(res.status).toBe(201);
    const items = res.body as Record<string, unknown>[];
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({ token: expect.any(String) as string });
    expect(items[1]).toEqual({ language_id: ["language with id 9 doesn't exist"] });
    expect(items[2]).toEqual({ token: expect.any(String) as string });
  });

  it('when every item of a batch is invalid, then 422', async () => {
    const res = await client.post('/judge0/submissions/batch', { submissions: [{ language_id: 71 }] });

    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ source_code: ["can't be blank"] }]);
  });

  it('when a batch holds 21 submissions, or none, then 400 with Judge0’s messages', async () => {
    const tooMany = await client.post('/judge0/submissions/batch', { submissions: Array(21).fill(python) });
    const none = await client.post('/judge0/submissions/batch', { submissions: [] });
    const manyTokens = await client.get(`/judge0/submissions/batch?tokens=${Array(21).fill('a').join(',')}`);
    const noTokens = await client.get('/judge0/submissions/batch?tokens=');

    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      error: 'number of submissions in a batch should be less than or equal to 20',
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: JUDGE0_MESSAGES.batchEmpty });
    expect(manyTokens.status).toBe(400);
    expect(noTokens.status).toBe(400);
  });

  it('when a batch of 20 is sent, then every item gets a token and GET batch answers them in the order asked', async () => {
    const res = await client.post('/judge0/submissions/batch', { submissions: Array(20).fill(python) });
    const tokens = (res.body as { token: string }[]).map((item) => item.token);
    const reversed = [...tokens].reverse();

    const shown = await client.get(
      `/judge0/submissions/batch?tokens=${reversed.join(',')}&fields=token,status_id`,
    );

    expect(res.status).toBe(201);
    expect(new Set(tokens).size).toBe(20);
    expect(shown.body).toEqual({ submissions: reversed.map((token) => ({ token, status_id: 1 })) });
  });
});

describe('the judge’s backlog', () => {
  it('when the backlog would pass JUDGE0_QUEUE_LIMIT, then 503 {error: "queue is full"}', async () => {
    // Earlier tests left submissions waiting on the held judge; fill the rest of the limit.
    let res = await client.post('/judge0/submissions', python);
    for (let i = 0; i < QUEUE_LIMIT && res.status === 201; i++)
      res = await client.post('/judge0/submissions', python);
    const batch = await client.post('/judge0/submissions/batch', { submissions: [python] });

    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'queue is full' });
    expect(batch.status).toBe(503);
    expect(batch.body).toEqual({ error: 'queue is full' });
  });
});
