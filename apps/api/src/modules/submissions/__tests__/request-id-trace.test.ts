// One request id from the API's access line to the judge's lines for the job it queued, with the judge
// in this process (no Redis): both read from the real pino loggers' output.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@codecourt/contracts';
import request from 'supertest';
import { createdPersonalTokenSchema } from '@codecourt/contracts';
import { captureLogs } from '../../../testing/log-capture.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import type { Judging } from '../../judging/create-judging.js';

type LogLine = {
  msg?: string;
  reqId?: string;
  submissionId?: string;
  verdict?: string;
  req?: { url?: string };
};

let database: TestDatabase;
let judging: Judging;
let judgeLogs: ReturnType<typeof captureLogs>;
let t: TestApp;
let problemId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  judgeLogs = captureLogs('info');
  judging = await createTestJudging(database.db, 30_000, { logger: judgeLogs.logger });
  t = await createTestApp({
    database,
    judging,
    config: { submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
});
afterAll(async () => {
  await judging.close();
  await database.dispose();
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

describe('request id through the in-process judge', () => {
  it('when a submit carries X-Request-Id, then the access line and the judge lines for its job carry that id', async () => {
    const { browser } = await signedInBrowser(t.app);

    const res = await browser.post(
      `/api/submission/submit/${problemId}`,
      { code: ADD_TWO.python, language: 'python' },
      { headers: { 'X-Request-Id': 'trace-submit-0001' } },
    );
    const submissionId = submitResponseSchema.parse(res.body)._id;

    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-submit-0001');
    const access = linesOf(t.logs()).filter((line) => line.reqId === 'trace-submit-0001');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      msg: 'request completed',
      req: { url: `/api/submission/submit/${problemId}` },
    });
    const judged = linesOf(judgeLogs.text()).filter((line) => line.submissionId === submissionId);
    expect(judged.map((line) => line.msg)).toEqual([
      'judge job active',
      'judge job judged',
      'submission judged',
    ]);
    expect(judged.every((line) => line.reqId === 'trace-submit-0001')).toBe(true);
    expect(judged[1]?.verdict).toBe('Accepted');
  });

  it('when a submit sends no id, then the id the API made for it is the one the judge lines carry', async () => {
    const { browser } = await signedInBrowser(t.app);

    const res = await browser.post(`/api/submission/submit/${problemId}`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    const minted = String(res.headers['x-request-id']);
    const submissionId = submitResponseSchema.parse(res.body)._id;

    expect(minted).toMatch(/^[0-9a-f-]{36}$/);
    const judged = linesOf(judgeLogs.text()).filter((line) => line.submissionId === submissionId);
    expect(judged).toHaveLength(3);
    expect(judged.every((line) => line.reqId === minted)).toBe(true);
  });

  it('when a Judge0 submission carries X-Request-Id, then the judge lines for its job carry that id', async () => {
    const { browser } = await signedInBrowser(t.app);
    const created = await browser.post('/api/tokens', { name: 'trace' });
    const { token } = createdPersonalTokenSchema.parse(created.body);

    const res = await request(t.app)
      .post('/judge0/submissions?wait=true')
      .set('X-Auth-Token', token)
      .set('X-Request-Id', 'trace-judge0-0001')
      .send({ source_code: 'print(input())', language_id: 71, stdin: 'hi', expected_output: 'hi' });

    expect(res.status).toBe(201);
    expect(res.headers['x-request-id']).toBe('trace-judge0-0001');
    const judged = linesOf(judgeLogs.text()).filter((line) => line.reqId === 'trace-judge0-0001');
    expect(judged.map((line) => line.msg)).toEqual(['judge job active', 'judge job judged']);
    expect(judged[1]?.verdict).toBe('Accepted');
  });
});
