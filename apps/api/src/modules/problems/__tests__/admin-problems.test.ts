import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, problemSchema } from '@codecourt/contracts';
import type { ProblemInput } from '@codecourt/contracts';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

const ADMIN = newSignup({ emailId: 'root@example.com' });

let testApp: TestApp;
let admin: TestBrowser;

const problemInput = (overrides: Partial<ProblemInput> = {}): ProblemInput => ({
  title: 'Reverse Words',
  description: 'Reverse the order of the words.',
  difficulty: 'medium',
  tags: 'string',
  constraints: ['1 <= s.length <= 10^4'],
  visibleTestCases: [{ input: '"a b"', output: '"b a"', explanation: 'Two words swap.' }],
  hiddenTestCases: [{ input: '"x y z"', output: '"z y x"' }],
  startCode: [
    { language: 'C++', initialCode: '// c++' },
    { language: 'Java', initialCode: '// java' },
    { language: 'JavaScript', initialCode: '// js' },
  ],
  referenceSolution: [
    { language: 'C++', completeCode: 'int main() {}' },
    { language: 'Java', completeCode: 'class Main {}' },
    { language: 'JavaScript', completeCode: 'console.log()' },
  ],
  ...overrides,
});

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
  admin = await openBrowser(testApp.app);
  await admin.post('/api/user/login', { emailId: ADMIN.emailId, password: ADMIN.password });
});
afterAll(async () => {
  await testApp.close();
});

describe('admin problem management', () => {
  it('when an admin creates a problem, then 201 with the stored problem, and it is listed', async () => {
    const res = await admin.post('/api/problem/create', problemInput());

    expect(res.status).toBe(201);
    const created = problemSchema.parse(res.body);
    expect(created).toMatchObject({
      title: 'Reverse Words',
      difficulty: 'medium',
      tags: 'string',
      timeLimitMs: 2000,
    });
    expect(created.visibleTestCases).toEqual(problemInput().visibleTestCases);
    expect((await admin.get('/api/problem/getAllProblem')).body).toContainEqual({
      _id: created._id,
      slug: created.slug,
      number: created.number,
      title: 'Reverse Words',
      difficulty: 'medium',
      tags: 'string',
    });
  });

  it('when the title is taken, then 409', async () => {
    await admin.post('/api/problem/create', problemInput({ title: 'Taken Title' }));

    const res = await admin.post('/api/problem/create', problemInput({ title: 'Taken Title' }));

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: MESSAGES.slugTaken });
  });

  it('when the form breaks a problem-form rule, then 400 with its message', async () => {
    const noVisible = await admin.post('/api/problem/create', problemInput({ visibleTestCases: [] }));
    const twoLanguages = await admin.post(
      '/api/problem/create',
      problemInput({ startCode: problemInput().startCode.slice(0, 2) }),
    );

    expect(noVisible.status).toBe(400);
    expect(noVisible.body).toEqual({ error: 'At least one visible test case is required' });
    expect(twoLanguages.body).toEqual({ error: MESSAGES.allLanguagesRequired });
  });

  it('when an admin updates a problem, then its fields and tests are replaced and its id kept', async () => {
    const { _id } = problemSchema.parse(
      (await admin.post('/api/problem/create', problemInput({ title: 'To Update' }))).body,
    );

    const res = await admin.send('put', `/api/problem/update/${_id}`, {
      body: problemInput({
        title: 'Updated',
        difficulty: 'hard',
        visibleTestCases: [{ input: '1', output: '1', explanation: 'Same.' }],
      }),
    });

    expect(res.status).toBe(200);
    expect(problemSchema.parse(res.body)).toMatchObject({ _id, title: 'Updated', difficulty: 'hard' });
    expect(
      problemSchema.parse((await admin.get(`/api/problem/problemById/${_id}`)).body).visibleTestCases,
    ).toEqual([{ input: '1', output: '1', explanation: 'Same.' }]);
  });

  it('when an admin deletes a problem, then it is gone', async () => {
    const { _id } = problemSchema.parse(
      (await admin.post('/api/problem/create', problemInput({ title: 'To Delete' }))).body,
    );

    const res = await admin.send('delete', `/api/problem/delete/${_id}`);
    const again = await admin.send('delete', `/api/problem/delete/${_id}`);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.problemDeleted });
    expect((await admin.get(`/api/problem/problemById/${_id}`)).status).toBe(404);
    expect(again.status).toBe(404);
  });

  it('when a regular user or a visitor tries, then 403 and 401', async () => {
    const { browser: user } = await signedInBrowser(testApp.app);
    const visitor = await openBrowser(testApp.app);

    const asUser = await user.post('/api/problem/create', problemInput({ title: 'Nope' }));
    const asVisitor = await visitor.post('/api/problem/create', problemInput({ title: 'Nope' }));

    expect([asUser.status, asVisitor.status]).toEqual([403, 401]);
  });
});
