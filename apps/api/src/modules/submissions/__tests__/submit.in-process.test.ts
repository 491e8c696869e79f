import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  healthResponseSchema,
  problemListResponseSchema,
  submissionHistoryResponseSchema,
  submissionSchema,
  runResponseSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import { detectSandbox, loadJudgeConfig, sandboxNotice } from '@codecourt/judge';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO, ADD_TWO_SAMPLES, ADD_TWO_SECRETS } from '../../../testing/tiny-package.js';
import type { Judging } from '../../judging/create-judging.js';

let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let problemId: string;
let ada: TestBrowser;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  judging = await createTestJudging(database.db);
  testApp = await createTestApp({
    database,
    judging,
    config: { submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  ada = (await signedInBrowser(testApp.app)).browser;
});
afterAll(async () => {
  await judging.close();
  await testApp.close();
  await database.dispose();
});

const submit = (browser: TestBrowser, code: string, language = 'python') =>
  browser.post(`/api/submission/submit/${problemId}`, { code, language });

describe('POST /api/submission/submit (in-process judge)', () => {
  it('when the code is right, then it is Accepted with every test passed, its stats and a stored verdict', async () => {
    const res = await submit(ada, ADD_TWO.cpp, 'cpp');

    expect(res.status).toBe(200);
    const body = submitResponseSchema.parse(res.body);
    const total = ADD_TWO_SAMPLES.length + ADD_TWO_SECRETS.length;
    expect(body).toMatchObject({
      success: true,
      accepted: true,
      message: MESSAGES.solutionAccepted,
      error: null,
      verdict: 'Accepted',
    });
    expect(body).toMatchObject({ testCasesPassed: total, totalTestCases: total });
    expect(body.stats.memory).toBeGreaterThan(0);
    expect(body).toMatchObject({ status: 'done', runtime: body.stats.runtime, memory: body.stats.memory });
    expect(body.tests.map((test) => test.verdict)).toEqual(Array<string>(total).fill('Accepted'));
    const stored = submissionSchema.parse((await ada.get(`/api/submission/${body._id}`)).body);
    expect(stored).toMatchObject({
      status: 'done',
      verdict: 'Accepted',
      language: 'cpp',
      code: ADD_TWO.cpp,
      problemId,
    });
    expect(stored.tests).toEqual(body.tests);
    expect(stored.judgedAt).not.toBeNull();
  });

  it('when the code is Go, then it is compiled and judged like every other language', async () => {
    const res = await submit(ada, ADD_TWO.go, 'go');

    expect(res.status).toBe(200);
    expect(submitResponseSchema.parse(res.body)).toMatchObject({ accepted: true, verdict: 'Accepted' });
  });

  it('when a sample fails, then it is Wrong Answer and that visible test carries input, expected and actual', async () => {
    const body = submitResponseSchema.parse((await submit(ada, ADD_TWO.wrongOnSample)).body);

    expect(body).toMatchObject({
      success: true,
      accepted: false,
      verdict: 'Wrong Answer',
      message: 'Wrong Answer',
      testCasesPassed: 0,
    });
    expect(body.tests).toEqual([
      expect.objectContaining({
        index: 0,
        visible: true,
        verdict: 'Wrong Answer',
        input: '1 2\n',
        expected: '3\n',
        actual: '-1\n',
      }),
    ]);
    expect(body.error).toContain('Wrong Answer on test 1');
  });

  it('when only a hidden test fails, then nothing of that test (input, answer, checker message) is shown', async () => {
    const res = await submit(ada, ADD_TWO.wrongOnHidden);
    const body = submitResponseSchema.parse(res.body);

    expect(body).toMatchObject({ accepted: false, verdict: 'Wrong Answer', testCasesPassed: 2 });
    expect(body.error).toBe('Wrong Answer on test 3');
    expect(body.tests.map((test) => test.visible)).toEqual([true, true, false]);
    expect(body.tests[1]).toMatchObject({ input: '-5 5\n', expected: '0\n', actual: '0\n' });
    const stored = submissionSchema.parse((await ada.get(`/api/submission/${body._id}`)).body);
    expect(stored.tests[2]).toMatchObject({ index: 2, visible: false, verdict: 'Wrong Answer' });
    expect(Object.keys(stored.tests[2] ?? {}).sort()).toEqual(['index', 'verdict', 'visible']);
    // The hidden test is 100 200 -> 300: no text shown holds its input, its answer or a checker message
    // naming them. Ids, dates and figures are left out: '300' can be part of a uuid, a time or a runtime.
    const texts = JSON.stringify([res.body, stored], (key, value: unknown) =>
      typeof value === 'number' || /(^_?id|Id|At)$/.test(key) ? undefined : value,
    );
    expect(texts).not.toContain('300');
  });

  it('when the code does not compile, then it is Compilation Error with the compiler message', async () => {
    const body = submitResponseSchema.parse((await submit(ada, ADD_TWO.notCpp, 'cpp')).body);

    expect(body).toMatchObject({ accepted: false, verdict: 'Compilation Error', testCasesPassed: 0 });
    expect(body.error).toMatch(/error/i);
  });
});

describe('POST /api/submission/run (in-process judge)', () => {
  it('when the code passes the visible tests, then success with each sample input, expected and actual output', async () => {
    const res = await ada.post(`/api/submission/run/${problemId}`, {
      code: ADD_TWO.javascript,
      language: 'javascript',
      customInput: '',
    });
    const body = runResponseSchema.parse(res.body);

    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, error: null, verdict: 'Accepted', output: '3\n' });
    expect(body.tests).toMatchObject([
      { index: 0, visible: true, verdict: 'Accepted', input: '1 2\n', expected: '3\n', actual: '3\n' },
      { index: 1, visible: true, verdict: 'Accepted', input: '-5 5\n', expected: '0\n', actual: '0\n' },
    ]);
  });

  it('when a visible test fails, then success is false and every sample is still reported', async () => {
    const body = runResponseSchema.parse(
      (
        await ada.post(`/api/submission/run/${problemId}`, {
          code: ADD_TWO.wrongOnSample,
          language: 'python',
        })
      ).body,
    );

    expect(body).toMatchObject({ success: false, verdict: 'Wrong Answer', output: '-1\n' });
    expect(body.tests.map((t) => t.verdict)).toEqual(['Wrong Answer', 'Wrong Answer']);
  });

  it('when custom input is given, then only it runs, the output is what the program printed and the reference solution gives the expected answer', async () => {
    const body = runResponseSchema.parse(
      (
        await ada.post(`/api/submission/run/${problemId}`, {
          code: ADD_TWO.python,
          language: 'python',
          customInput: '20 22\n',
        })
      ).body,
    );

    expect(body).toMatchObject({ success: true, output: '42\n', error: null, verdict: 'Accepted' });
    expect(body.tests).toMatchObject([
      { index: 0, visible: true, input: '20 22\n', expected: '42\n', actual: '42\n' },
    ]);
  });

  it('when custom input makes the program fail, then success is false and the error says why', async () => {
    const body = runResponseSchema.parse(
      (
        await ada.post(`/api/submission/run/${problemId}`, {
          code: ADD_TWO.python,
          language: 'python',
          customInput: 'x y\n',
        })
      ).body,
    );

    expect(body).toMatchObject({ success: false, verdict: 'Runtime Error' });
    expect(body.error).toContain('ValueError');
  });
});

describe('health with the in-process judge', () => {
  it('when the probe runs, then it reports the in-process queue, the sandbox driver this machine judges with and its protection', async () => {
    const res = await ada.get('/api/health');
    const driver = await detectSandbox(loadJudgeConfig(process.env).sandbox, loadJudgeConfig(process.env));

    expect(healthResponseSchema.parse(res.body)).toMatchObject({
      status: 'ok',
      queue: 'in-process',
      sandbox: driver,
      sandboxNotice: sandboxNotice(driver),
    });
    expect(res.body).toHaveProperty('sandboxNotice', expect.stringMatching(/seccomp|WARNING|no sandbox/));
  });
});

describe('run and submit validation', () => {
  it('when the code is blank, then 400 with the spec message', async () => {
    const res = await ada.post(`/api/submission/submit/${problemId}`, { code: '  \n', language: 'cpp' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.blankCode });
  });

  it('when the code is over 64 KB, then 413', async () => {
    const res = await ada.post(`/api/submission/run/${problemId}`, {
      code: `# ${'x'.repeat(64 * 1024)}`,
      language: 'python',
    });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: MESSAGES.codeTooLarge });
  });

  it('when the language is unknown, then 400 unsupported language', async () => {
    const res = await ada.post(`/api/submission/submit/${problemId}`, {
      code: 'print(1)',
      language: 'cobol',
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.unknownLanguage });
  });

  it('when the problem does not exist, then 404', async () => {
    const res = await ada.post('/api/submission/submit/00000000-0000-4000-8000-000000000000', {
      code: 'print(1)',
      language: 'python',
    });

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.problemNotFound });
  });

  it('when signed out, then run and submit answer 401', async () => {
    await ada.post('/api/user/logout');
    const run = await ada.post(`/api/submission/run/${problemId}`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    const sub = await ada.post(`/api/submission/submit/${problemId}`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    ada = (await signedInBrowser(testApp.app)).browser;

    expect([run.status, sub.status]).toEqual([401, 401]);
  });

  it('when a user goes over the submission rate limit, then 429 with the spec message', async () => {
    const limited = await createTestApp({
      database,
      judging,
      config: { submissionRateLimit: { windowMs: 60_000, max: 2 } },
    });
    const { browser } = await signedInBrowser(limited.app);
    const blank = () => browser.post(`/api/submission/run/${problemId}`, { code: ' ', language: 'python' });

    const statuses = [(await blank()).status, (await blank()).status, (await blank()).status];

    expect(statuses).toEqual([400, 400, 429]);
    expect((await blank()).body).toEqual({ error: MESSAGES.tooManyRequests });
  });
});

describe('submission history and access', () => {
  it('when a user has submitted, then the history lists only theirs, newest first, with code', async () => {
    const { browser: bob } = await signedInBrowser(testApp.app);
    const first = submitResponseSchema.parse((await submit(bob, ADD_TWO.wrongOnSample)).body);
    const second = submitResponseSchema.parse((await submit(bob, ADD_TWO.python)).body);

    const history = submissionHistoryResponseSchema.parse(
      (await bob.get(`/api/submission/problem/${problemId}`)).body,
    );

    expect(history.map((s) => s._id)).toEqual([second._id, first._id]);
    expect(history.map((s) => s.verdict)).toEqual(['Accepted', 'Wrong Answer']);
    expect(history[0]?.code).toBe(ADD_TWO.python);
  });

  it("when someone asks for another user's submission, then 404 as if it did not exist", async () => {
    const { browser: bob } = await signedInBrowser(testApp.app);
    const { _id } = submitResponseSchema.parse((await submit(bob, ADD_TWO.python)).body);

    const mine = await bob.get(`/api/submission/${_id}`);
    const theirs = await ada.get(`/api/submission/${_id}`);
    const garbage = await ada.get('/api/submission/not-a-uuid');

    expect(mine.status).toBe(200);
    expect([theirs.status, garbage.status]).toEqual([404, 404]);
    expect(theirs.body).toEqual({ error: MESSAGES.submissionNotFound });
  });

  it('when a user got Accepted, then the problem is in their solved list and not in a newcomer’s', async () => {
    const { browser: carol } = await signedInBrowser(testApp.app);
    const { browser: dave } = await signedInBrowser(testApp.app);
    await submit(carol, ADD_TWO.wrongOnSample);
    const before = problemListResponseSchema.parse(
      (await carol.get('/api/problem/problemSolvedByUser')).body,
    );
    await submit(carol, ADD_TWO.python);

    const after = problemListResponseSchema.parse((await carol.get('/api/problem/problemSolvedByUser')).body);
    const newcomer = problemListResponseSchema.parse(
      (await dave.get('/api/problem/problemSolvedByUser')).body,
    );

    expect(before).toEqual([]);
    expect(after).toEqual([
      { _id: problemId, slug: 'add-two', number: 1, title: 'Add Two', difficulty: 'easy', tags: 'array,dp' },
    ]);
    expect(newcomer).toEqual([]);
  });
});
