import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_BYTES, JSON_BODY_LIMIT_BYTES } from '@codecourt/contracts';
import { judge0Client } from '../../testing/judge0-client.js';
import type { Judge0TestClient } from '../../testing/judge0-client.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;
let client: Judge0TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await judge0Client(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('request sizes on the Judge0 mount', () => {
  it('when a JSON body is over the limit, then it answers 413 before anything is parsed or stored', async () => {
    const res = await client.post('/judge0/submissions', {
      language_id: 71,
      source_code: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
    });

    expect(res.status).toBe(413);
    expect(JSON.stringify(res.body)).toMatch(/large/i);
  });

  it('when the source code is over the code limit, then it answers 422 naming source_code, as Judge0 does', async () => {
    const res = await client.post('/judge0/submissions', {
      language_id: 71,
      source_code: 'x'.repeat(CODE_MAX_BYTES + 1),
    });

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ source_code: [`is too long (maximum is ${String(CODE_MAX_BYTES)} bytes)`] });
  });
});
