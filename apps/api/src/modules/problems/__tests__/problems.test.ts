import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  problemListResponseSchema,
  problemSchema,
  problemStatsResponseSchema,
} from '@codecourt/contracts';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { ADD_TWO, ADD_TWO_SAMPLES, ADD_TWO_SECRETS } from '../../../testing/tiny-package.js';

let database: TestDatabase;
let testApp: TestApp;
let problemId: string;
let visitor: TestBrowser;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  testApp = await createTestApp({ database });
  visitor = await openBrowser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
  await database.dispose();
});

describe('GET /api/problem/getAllProblem', () => {
  it('when an anonymous visitor lists the problems, then each comes with _id, slug, number, title, difficulty and tags only', async () => {
    const res = await visitor.get('/api/problem/getAllProblem');

    expect(res.status).toBe(200);
    expect(problemListResponseSchema.parse(res.body)).toEqual([
      { _id: problemId, slug: 'add-two', number: 1, title: 'Add Two', difficulty: 'easy', tags: 'array,dp' },
    ]);
    expect(Object.keys((res.body as object[])[0] ?? {}).sort()).toEqual([
      '_id',
      'difficulty',
      'number',
      'slug',
      'tags',
      'title',
    ]);
  });
});

describe('GET /api/problem/stats', () => {
  it('when nothing has been submitted, then there are no figures and the list is untouched', async () => {
    const res = await visitor.get('/api/problem/stats');

    expect(res.status).toBe(200);
    expect(problemStatsResponseSchema.parse(res.body)).toEqual([]);
  });
});

describe('GET /api/problem/problemById/{id}', () => {
  it('when an anonymous visitor opens a problem, then it has the statement, samples, starter code and solutions', async () => {
    const res = await visitor.get(`/api/problem/problemById/${problemId}`);

    expect(res.status).toBe(200);
    const problem = problemSchema.parse(res.body);
    expect(problem).toMatchObject({
      _id: problemId,
      title: 'Add Two',
      difficulty: 'easy',
      tags: 'array,dp',
      editorial: false,
    });
    expect(problem).toMatchObject({
      timeLimitMs: 1000,
      memoryLimitKb: 256 * 1024,
      constraints: ['-10^9 <= a, b <= 10^9'],
    });
    expect(problem.description).toContain('Print the sum of `a` and `b`.');
    expect(problem.visibleTestCases).toEqual(ADD_TWO_SAMPLES);
    expect(problem.startCode.map((s) => s.language)).toEqual(['C++', 'Java', 'JavaScript', 'Python']);
    expect(problem.referenceSolution).toContainEqual({ language: 'Python', completeCode: ADD_TWO.python });
  });

  it('when a problem is read, then no hidden test leaves the server', async () => {
    const res = await visitor.get(`/api/problem/problemById/${problemId}`);

    const text = JSON.stringify(res.body);
    expect(res.body).not.toHaveProperty('hiddenTestCases');
    for (const hidden of ADD_TWO_SECRETS)
      expect(text).not.toContain(JSON.stringify(hidden.input).slice(1, -1));
  });

  it('when the problem is asked for by its slug, then the same problem answers', async () => {
    const res = await visitor.get('/api/problem/problemById/add-two');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: problemId });
  });

  it('when the problem does not exist, then 404 with the not-found message', async () => {
    const unknown = await visitor.get('/api/problem/problemById/00000000-0000-4000-8000-000000000000');
    const garbage = await visitor.get('/api/problem/problemById/no-such-problem');

    expect([unknown.status, garbage.status]).toEqual([404, 404]);
    expect(unknown.body).toEqual({ error: MESSAGES.problemNotFound });
  });
});

describe('GET /api/problem/problemSolvedByUser', () => {
  it('when signed out, then 401', async () => {
    const res = await visitor.get('/api/problem/problemSolvedByUser');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notAuthenticated });
  });
});
