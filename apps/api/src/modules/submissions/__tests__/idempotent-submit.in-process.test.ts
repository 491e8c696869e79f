import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  runResponseSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import { submissions } from '../../../db/schema/index.js';
import { createJudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import type { JudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';

let database: TestDatabase;
let judged: JudgedSubmitApp;
let testApp: TestApp;
let problemId: string;

beforeAll(async () => {
  judged = await createJudgedSubmitApp();
  ({ database, testApp, problemId } = judged);
});
afterAll(async () => {
  await judged.close();
});

const submit = (browser: TestBrowser, key: string, code = ADD_TWO.wrongOnSample) =>
  browser.post(
    `/api/submission/submit/${problemId}`,
    { code, language: 'python' },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
  );

async function rowsOf(browser: TestBrowser) {
  const userId = ((await browser.get('/api/user/check')).body as { user: { _id: string } }).user._id;
  return database.db.select().from(submissions).where(eq(submissions.userId, userId));
}

describe('Idempotency-Key on run and submit', () => {
  it('when a submit is repeated with the same key, then one submission is stored and both answers are it', async () => {
    const { browser } = await signedInBrowser(testApp.app);
    const key = crypto.randomUUID();

    const first = await submit(browser, key);
    const again = await submit(browser, key, ADD_TWO.python);

    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    const rows = await rowsOf(browser);
    expect(rows.map((row) => [row.id, row.code])).toEqual([
      [submitResponseSchema.parse(first.body)._id, ADD_TWO.wrongOnSample],
    ]);
  });

  it('when two submits with the same key race, then one submission is judged and both get its verdict', async () => {
    const { browser } = await signedInBrowser(testApp.app);
    const key = crypto.randomUUID();

    const answers = await Promise.all([submit(browser, key), submit(browser, key)]);

    const ids = answers.map((res) => submitResponseSchema.parse(res.body)._id);
    expect(ids[0]).toBe(ids[1]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(submitResponseSchema.parse(answers[0].body).status).toBe('done');
    expect((await rowsOf(browser)).length).toBe(1);
  });

  it('when submits carry different keys, then each is its own submission', async () => {
    const { browser } = await signedInBrowser(testApp.app);

    const first = await submit(browser, crypto.randomUUID());
    const second = await submit(browser, crypto.randomUUID());

    expect(submitResponseSchema.parse(first.body)._id).not.toBe(submitResponseSchema.parse(second.body)._id);
    expect((await rowsOf(browser)).length).toBe(2);
  });

  it('when another user sends the same key, then their submit is judged on its own', async () => {
    const { browser: ada } = await signedInBrowser(testApp.app);
    const { browser: bob } = await signedInBrowser(testApp.app);
    const key = crypto.randomUUID();

    const adas = submitResponseSchema.parse((await submit(ada, key)).body);
    const bobs = submitResponseSchema.parse((await submit(bob, key, ADD_TWO.python)).body);

    expect(bobs._id).not.toBe(adas._id);
    expect((await rowsOf(bob)).map((row) => row.code)).toEqual([ADD_TWO.python]);
  });

  it('when a run is repeated with the same key, then the first answer comes back', async () => {
    const { browser } = await signedInBrowser(testApp.app);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
    const run = (code: string, language: string, sent = headers) =>
      browser.post(`/api/submission/run/${problemId}`, { code, language }, { headers: sent });

    const first = await run(ADD_TWO.python, 'python');
    const again = await run(ADD_TWO.notCpp, 'cpp');
    const fresh = await run(ADD_TWO.notCpp, 'cpp', { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() });

    expect(again.body).toEqual(first.body);
    expect(runResponseSchema.parse(fresh.body).verdict).toBe('Compilation Error');
    expect(fresh.body).not.toEqual(first.body);
  });

  it('when the key is malformed, then 400 with the catalogue message and nothing is stored', async () => {
    const { browser } = await signedInBrowser(testApp.app);

    const res = await submit(browser, 'no spaces allowed here');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidIdempotencyKey });
    expect((await rowsOf(browser)).length).toBe(0);
  });
});
