import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProblemSchema,
  JUDGE_LIMITS,
  MESSAGES,
  problemSchema,
  referenceRejectedResponseSchema,
  verifyEventSchema,
} from '@codecourt/contracts';
import type { ProblemInput } from '@codecourt/contracts';
import {
  addTwoInput,
  CPP_SLOW,
  JS_WRONG_ON_HIDDEN,
  withReference,
} from '../../../testing/admin-problem-input.js';
import { newSignup } from '../../../testing/fixtures.js';
import { createJudgedAdminApp } from '../../../testing/judged-admin-app.js';
import type { JudgedAdminApp } from '../../../testing/judged-admin-app.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';

const ADMIN = newSignup({ emailId: 'root@example.com' });
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let judged: JudgedAdminApp;
let testApp: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  judged = await createJudgedAdminApp(ADMIN);
  ({ testApp, admin } = judged);
});
afterAll(async () => {
  await judged.close();
});

const create = (input: ProblemInput) => admin.post('/api/problem/create', input);
const titles = async () =>
  ((await admin.get('/api/problem/getAllProblem')).body as { title: string }[]).map((p) => p.title);

describe('admin problem management', () => {
  it('when an admin creates a problem whose references pass, then 201 with the stored problem, and it is listed', async () => {
    const res = await create(addTwoInput());

    expect(res.status).toBe(201);
    const created = problemSchema.parse(res.body);
    expect(created).toMatchObject({
      title: 'Add Two Numbers',
      difficulty: 'easy',
      tags: 'array',
      timeLimitMs: 2000,
    });
    expect(created.visibleTestCases).toEqual(addTwoInput().visibleTestCases);
    expect(await titles()).toContain('Add Two Numbers');
  });

  it('when a reference solution is wrong on a hidden test, then 400 names language, test and verdict with its data, and nothing is saved', async () => {
    const res = await create(
      addTwoInput({
        title: 'Wrong Reference',
        referenceSolution: withReference('JavaScript', JS_WRONG_ON_HIDDEN),
      }),
    );

    expect(res.status).toBe(400);
    expect(referenceRejectedResponseSchema.parse(res.body)).toEqual({
      error: 'JavaScript reference solution: Wrong Answer on hidden test 1',
      failure: {
        language: 'JavaScript',
        testKind: 'hidden',
        testNumber: 1,
        verdict: 'Wrong Answer',
        input: '100 200\n',
        expected: '300\n',
        actual: '0\n',
      },
    });
    expect(await titles()).not.toContain('Wrong Reference');
  });

  it('when a reference solution does not compile or a Python one is wrong, then 400 names it', async () => {
    const broken = await create(
      addTwoInput({ title: 'Broken Cpp', referenceSolution: withReference('C++', ADD_TWO.notCpp) }),
    );
    const python = await create(
      addTwoInput({
        title: 'Wrong Python',
        startCode: [...addTwoInput().startCode, { language: 'Python', initialCode: '# here\n' }],
        referenceSolution: [
          ...addTwoInput().referenceSolution,
          { language: 'Python', completeCode: ADD_TWO.wrongOnSample },
        ],
      }),
    );

    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({
      error: 'C++ reference solution: Compilation Error',
      failure: { language: 'C++', testKind: null, testNumber: null, verdict: 'Compilation Error' },
    });
    expect(python.body).toMatchObject({ error: 'Python reference solution: Wrong Answer on visible test 1' });
    expect(await titles()).not.toContain('Broken Cpp');
  });

  it('when the title is taken (in any case), then 409 on create and on an update of another problem', async () => {
    const first = problemSchema.parse((await create(addTwoInput({ title: 'Taken Title' }))).body);
    const other = problemSchema.parse((await create(addTwoInput({ title: 'Other Title' }))).body);

    const again = await create(addTwoInput({ title: 'taken title' }));
    const renamed = await admin.send('put', `/api/problem/update/${other._id}`, {
      body: addTwoInput({ title: 'Taken Title' }),
    });
    const kept = await admin.send('put', `/api/problem/update/${first._id}`, {
      body: addTwoInput({ title: 'Taken Title' }),
    });

    expect([again.status, renamed.status, kept.status]).toEqual([409, 409, 200]);
    expect(again.body).toEqual({ error: MESSAGES.slugTaken });
  });

  it.each([
    ['title', { title: '  ' }, MESSAGES.titleRequired],
    ['description', { description: '' }, MESSAGES.descriptionRequired],
    ['difficulty', { difficulty: 'extreme' }, MESSAGES.difficultyInvalid],
    ['tags', { tags: '' }, MESSAGES.tagsRequired],
    ['unknown tag', { tags: 'array, sorting' }, MESSAGES.tagsInvalid],
    ['no visible test', { visibleTestCases: [] }, MESSAGES.visibleTestRequired],
    ['no hidden test', { hiddenTestCases: [] }, MESSAGES.hiddenTestRequired],
    [
      'visible input',
      { visibleTestCases: [{ input: '', output: '1', explanation: 'x' }] },
      MESSAGES.testInputRequired,
    ],
    [
      'visible output',
      { visibleTestCases: [{ input: '1', output: '', explanation: 'x' }] },
      MESSAGES.testOutputRequired,
    ],
    [
      'visible explanation',
      { visibleTestCases: [{ input: '1', output: '1', explanation: '' }] },
      MESSAGES.testExplanationRequired,
    ],
    ['hidden output', { hiddenTestCases: [{ input: '1', output: '' }] }, MESSAGES.testOutputRequired],
    ['two templates', { startCode: addTwoInput().startCode.slice(0, 2) }, MESSAGES.allLanguagesRequired],
    [
      'an empty reference',
      { referenceSolution: withReference('Java', '   ') },
      MESSAGES.allLanguagesRequired,
    ],
    ["time limit under the judge's least", { timeLimitMs: 99 }, MESSAGES.timeLimitInvalid],
    ["time limit over the judge's most", { timeLimitMs: 20_001 }, MESSAGES.timeLimitInvalid],
    ['fractional time limit', { timeLimitMs: 1500.5 }, MESSAGES.timeLimitInvalid],
    ['time limit as text', { timeLimitMs: '1000' }, MESSAGES.timeLimitInvalid],
    ['memory limit under 16 MB', { memoryLimitKb: 16 * 1024 - 1 }, MESSAGES.memoryLimitInvalid],
    ['memory limit over 2 GB', { memoryLimitKb: 2 * 1024 * 1024 + 1 }, MESSAGES.memoryLimitInvalid],
    [
      'a repeated language',
      { startCode: [...addTwoInput().startCode, { language: 'Java', initialCode: 'x' }] },
      MESSAGES.allLanguagesRequired,
    ],
  ])('when the form has a bad %s, then 400 with its message', async (_what, overrides, message) => {
    const res = await create({ ...addTwoInput(), ...(overrides as Partial<ProblemInput>) });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('when an admin updates a problem, then its fields and tests are replaced and its id kept', async () => {
    const { _id } = problemSchema.parse((await create(addTwoInput({ title: 'To Update' }))).body);

    const res = await admin.send('put', `/api/problem/update/${_id}`, {
      body: addTwoInput({
        title: 'Updated',
        difficulty: 'hard',
        visibleTestCases: [{ input: '2 2\n', output: '4\n', explanation: 'Two and two.' }],
      }),
    });

    expect(res.status).toBe(200);
    expect(problemSchema.parse(res.body)).toMatchObject({ _id, title: 'Updated', difficulty: 'hard' });
    expect(
      problemSchema.parse((await admin.get(`/api/problem/problemById/${_id}`)).body).visibleTestCases,
    ).toEqual([{ input: '2 2\n', output: '4\n', explanation: 'Two and two.' }]);
  });

  it("when a create, verify or update carries more tests than the judge's limit, then 400 with the catalogue message and nothing is judged or saved", async () => {
    const { _id } = problemSchema.parse((await create(addTwoInput({ title: 'Test Count' }))).body);
    const hiddenTestCases = Array.from({ length: JUDGE_LIMITS.maxTests }, (_, i) => ({
      input: `${String(i)} 1\n`,
      output: `${String(i + 1)}\n`,
    }));
    const tooMany = addTwoInput({ title: 'Too Many Tests', hiddenTestCases });
    const before = await titles();

    const answers = [
      await create(tooMany),
      await admin.post('/api/problem/verify', tooMany),
      await admin.send('put', `/api/problem/update/${_id}`, { body: tooMany }),
    ];

    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.tooManyTests });
    }
    expect(await titles()).toEqual(before);
    expect(MESSAGES.tooManyTests).toContain(JUDGE_LIMITS.maxTests.toLocaleString('en-US'));
  });

  it('when an update leaves the hidden tests out, then the server verifies with its own copy and keeps them', async () => {
    const { _id } = problemSchema.parse((await create(addTwoInput({ title: 'Tests Stay' }))).body);
    const before = adminProblemSchema.parse((await admin.get(`/api/problem/admin/${_id}`)).body);
    const { hiddenTestCases: _left, ...withoutTests } = addTwoInput({
      title: 'Tests Stay',
      difficulty: 'medium',
    });

    const verify = await admin.post(`/api/problem/verify/${_id}`, withoutTests);
    const res = await admin.send('put', `/api/problem/update/${_id}`, { body: withoutTests });

    const started = verify.text.split('\n\n').find((block) => block.includes('"started"')) ?? '';
    expect(verifyEventSchema.parse(JSON.parse(started.slice('data: '.length)))).toMatchObject({
      hiddenTests: before.hiddenTestCases.length,
    });
    expect(verify.text).toContain('"type":"passed"');
    expect(res.status).toBe(200);
    const after = adminProblemSchema.parse((await admin.get(`/api/problem/admin/${_id}`)).body);
    expect(after).toMatchObject({ difficulty: 'medium' });
    expect(after.hiddenTestCases).toEqual(before.hiddenTestCases);
  }, 120_000);

  it('when an update carries a wrong reference, then 400 and the problem keeps what it had', async () => {
    const { _id } = problemSchema.parse((await create(addTwoInput({ title: 'Kept As Is' }))).body);

    const res = await admin.send('put', `/api/problem/update/${_id}`, {
      body: addTwoInput({
        title: 'Kept As Is',
        referenceSolution: withReference('JavaScript', JS_WRONG_ON_HIDDEN),
      }),
    });

    expect(res.status).toBe(400);
    const stored = problemSchema.parse((await admin.get(`/api/problem/problemById/${_id}`)).body);
    expect(stored.referenceSolution.find((r) => r.language === 'JavaScript')?.completeCode).toBe(
      ADD_TWO.javascript,
    );
  });

  it('when the form carries limits, then they are stored, returned, kept by an update without them and replaced by one with them', async () => {
    const created = await create(
      addTwoInput({ title: 'Limited', timeLimitMs: 1500, memoryLimitKb: 128 * 1024 }),
    );
    const { _id } = problemSchema.parse(created.body);
    const loaded = problemSchema.parse((await admin.get(`/api/problem/problemById/${_id}`)).body);
    const kept = await admin.send('put', `/api/problem/update/${_id}`, {
      body: addTwoInput({ title: 'Limited' }),
    });
    const replaced = await admin.send('put', `/api/problem/update/${_id}`, {
      body: addTwoInput({ title: 'Limited', timeLimitMs: 3000, memoryLimitKb: 512 * 1024 }),
    });

    expect(created.status).toBe(201);
    expect(loaded).toMatchObject({ timeLimitMs: 1500, memoryLimitKb: 128 * 1024 });
    expect(problemSchema.parse(kept.body)).toMatchObject({ timeLimitMs: 1500, memoryLimitKb: 128 * 1024 });
    expect(problemSchema.parse(replaced.body)).toMatchObject({
      timeLimitMs: 3000,
      memoryLimitKb: 512 * 1024,
    });
  });

  it("when a reference solution is slower than the form's time limit, then 400 with Time Limit Exceeded and nothing is saved", async () => {
    const res = await create(
      addTwoInput({
        title: 'Too Slow',
        timeLimitMs: 200,
        referenceSolution: withReference('C++', CPP_SLOW),
      }),
    );

    expect(res.status).toBe(400);
    expect(referenceRejectedResponseSchema.parse(res.body)).toMatchObject({
      error: 'C++ reference solution: Time Limit Exceeded on visible test 1',
      failure: { language: 'C++', testKind: 'visible', testNumber: 1, verdict: 'Time Limit Exceeded' },
    });
    expect(await titles()).not.toContain('Too Slow');
  });

  it('when an admin reads a problem for editing, then it carries its hidden tests in order and its limits', async () => {
    const { _id, slug } = problemSchema.parse(
      (await create(addTwoInput({ title: 'Read For Edit', timeLimitMs: 1200 }))).body,
    );

    const byId = await admin.get(`/api/problem/admin/${_id}`);
    const bySlug = await admin.get(`/api/problem/admin/${slug}`);

    expect(byId.status).toBe(200);
    const read = adminProblemSchema.parse(byId.body);
    // Each hidden test also carries the name an edit refers to it by (hiddenTestChanges).
    expect(read.hiddenTestCases.map(({ name: _name, ...test }) => test)).toEqual(
      addTwoInput().hiddenTestCases,
    );
    expect(read.hiddenTestCases.every((test) => typeof test.name === 'string' && test.name !== '')).toBe(
      true,
    );
    expect(read).toMatchObject({ _id, title: 'Read For Edit', timeLimitMs: 1200 });
    expect(adminProblemSchema.parse(bySlug.body)._id).toBe(_id);
    expect(
      (await admin.get(`/api/problem/problemById/${_id}`)).body as Record<string, unknown>,
    ).not.toHaveProperty('hiddenTestCases');
  });

  it('when the problem does not exist, then the admin read, update, verify and delete answer 404', async () => {
    const update = await admin.send('put', `/api/problem/update/${MISSING_ID}`, { body: addTwoInput() });
    const verify = await admin.post(`/api/problem/verify/${MISSING_ID}`, addTwoInput());
    const remove = await admin.send('delete', `/api/problem/delete/${MISSING_ID}`);
    const read = await admin.get(`/api/problem/admin/${MISSING_ID}`);

    expect([update.status, verify.status, remove.status, read.status]).toEqual([404, 404, 404, 404]);
    expect(read.body).toEqual({ error: MESSAGES.problemNotFound });
    expect(update.body).toEqual({ error: MESSAGES.problemNotFound });
  });

  it('when an admin verifies a form, then the progress streams per language and test and nothing is saved', async () => {
    const res = await admin.post(
      '/api/problem/verify',
      addTwoInput({
        title: 'Only Verified',
        referenceSolution: withReference('JavaScript', JS_WRONG_ON_HIDDEN),
      }),
    );

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.text
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => verifyEventSchema.parse(JSON.parse(block.slice('data: '.length))));
    expect(events[0]).toEqual({
      type: 'started',
      languages: ['C++', 'Java', 'JavaScript'],
      visibleTests: 2,
      hiddenTests: 3,
    });
    expect(events.filter((e) => e.type === 'judging').map((e) => e.language)).toEqual([
      'C++',
      'Java',
      'JavaScript',
    ]);
    expect(events.filter((e) => e.type === 'test' && e.language === 'C++')).toHaveLength(5);
    expect(events.at(-1)).toMatchObject({
      type: 'failed',
      error: 'JavaScript reference solution: Wrong Answer on hidden test 1',
    });
    expect(await titles()).not.toContain('Only Verified');
  });

  it('when an admin deletes a problem, then it is gone', async () => {
    const { _id } = problemSchema.parse((await create(addTwoInput({ title: 'To Delete' }))).body);

    const res = await admin.send('delete', `/api/problem/delete/${_id}`);
    const again = await admin.send('delete', `/api/problem/delete/${_id}`);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.problemDeleted });
    expect((await admin.get(`/api/problem/problemById/${_id}`)).status).toBe(404);
    expect(again.status).toBe(404);
  });

  it('when a regular user or a visitor calls any admin problem route, then 403 and 401', async () => {
    const { browser: user } = await signedInBrowser(testApp.app);
    const visitor = await openBrowser(testApp.app);
    const routes = [
      ['get', `/api/problem/admin/${MISSING_ID}`],
      ['post', '/api/problem/create'],
      ['post', '/api/problem/verify'],
      ['post', `/api/problem/verify/${MISSING_ID}`],
      ['put', `/api/problem/update/${MISSING_ID}`],
      ['delete', `/api/problem/delete/${MISSING_ID}`],
    ] as const;

    for (const [method, path] of routes) {
      const asUser = await user.send(method, path, { body: addTwoInput({ title: 'Nope' }) });
      const asVisitor = await visitor.send(method, path, { body: addTwoInput({ title: 'Nope' }) });
      expect([asUser.status, asVisitor.status], `${method} ${path}`).toEqual([403, 401]);
    }
  });
});
