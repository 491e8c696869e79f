// A contest's secret problem keeps its statement files (figures, PDF) to itself until the contest ends,
// as its statement does.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { readProblemPackage } from '@codecourt/problem-package';
import { newSignup } from '../../../testing/fixtures.js';
import { createJudgedAdminApp } from '../../../testing/judged-admin-app.js';
import type { JudgedAdminApp } from '../../../testing/judged-admin-app.js';
import { importPackage } from '../packages/import-package.js';
import { createProblemRepository } from '../repository.js';

const FIXTURES = fileURLToPath(
  new URL('../../../../../../packages/problem-package/fixtures', import.meta.url),
);
const ADMIN = newSignup({ emailId: 'secret-files@example.com' });
const FIGURE = '/api/problem/statement/latex-area/circle.png';
const MINUTE_MS = 60_000;

let judged: JudgedAdminApp;
let problemId: string;

beforeAll(async () => {
  judged = await createJudgedAdminApp(ADMIN);
  const noJudge = () => Promise.reject(new Error('the fixture has a time limit: nothing to measure'));
  problemId = (
    await importPackage(
      { problems: createProblemRepository(judged.testApp.database.db), judge: noJudge },
      await readProblemPackage(join(FIXTURES, 'latex-area')),
    )
  ).id;
});
afterAll(async () => {
  await judged.close();
});

describe('statement files of a secret contest problem', () => {
  it('when the problem is in a contest that has not ended, then its figure answers 404 like a missing problem', async () => {
    expect((await request(judged.testApp.app).get(FIGURE)).status).toBe(200);

    const created = await judged.admin.post('/api/contests', {
      title: 'Secret figures',
      format: 'icpc',
      startAt: new Date(Date.now() + 30 * MINUTE_MS).toISOString(),
      endAt: new Date(Date.now() + 90 * MINUTE_MS).toISOString(),
      problems: [{ label: 'A', problemId }],
    });
    expect(created.status).toBe(201);

    const hidden = await request(judged.testApp.app).get(FIGURE);
    expect([hidden.status, hidden.body]).toEqual([404, { error: MESSAGES.problemNotFound }]);
  });
});
