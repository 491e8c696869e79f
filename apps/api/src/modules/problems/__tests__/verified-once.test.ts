import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTwoInput, withReference } from '../../../testing/admin-problem-input.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import type { Judging } from '../../../modules/judging/create-judging.js';

// Each verification judges three references on every test: slow on a loaded machine.
const JUDGED_MS = 240_000;
const ADMIN = newSignup({ emailId: 'verified-once@example.com' });

let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let admin: TestBrowser;
let problemId: string;
const registry = new Registry();

/** Every judging attempt the judge counted (one per reference solution verified). */
async function judgedAttempts(): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'codecourt_judge_verdicts_total');
  return (metric?.values ?? []).reduce((sum, sample) => sum + sample.value, 0);
}

/** The update body the admin form sends when the hidden tests are left as loaded. */
function formBody(overrides: Parameters<typeof addTwoInput>[0] = {}) {
  const { hiddenTestCases: _left, ...rest } = addTwoInput(overrides);
  return rest;
}

beforeAll(async () => {
  database = await createTestDatabase();
  judging = await createTestJudging(database.db, 30_000, { metricsRegistry: registry });
  testApp = await createTestApp({
    database,
    judging,
    env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password },
  });
  admin = await adminBrowser(testApp.app, ADMIN);
  const created = await admin.post('/api/problem/create', addTwoInput({ title: 'Add Two Once' }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  problemId = (created.body as { _id: string })._id;
}, JUDGED_MS);
afterAll(async () => {
  await judging.close();
  await database.dispose();
});

describe('a save right after its verify', () => {
  it(
    'when the admin saves the very body they just verified, then the save writes without judging again',
    async () => {
      const body = formBody({ title: 'Add Two Once', description: 'Add the two numbers.' });
      const verified = await admin.post(`/api/problem/verify/${problemId}`, body);
      expect(verified.text).toContain('"type":"passed"');
      const afterVerify = await judgedAttempts();

      const saved = await admin.send('put', `/api/problem/update/${problemId}`, { body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ description: 'Add the two numbers.' });
      expect(await judgedAttempts()).toBe(afterVerify);
    },
    JUDGED_MS,
  );

  it(
    'when only the statement changes after a verify, then the save is not judged again; when a reference changes, then only it is judged; saved again unchanged, then nothing is',
    async () => {
      const body = formBody({ title: 'Add Two Once', description: 'Add them.' });
      await admin.post(`/api/problem/verify/${problemId}`, body);
      const afterVerify = await judgedAttempts();

      // The statement is no part of any judge request: the references' passes of minutes ago stand.
      const restated = await admin.send('put', `/api/problem/update/${problemId}`, {
        body: { ...body, description: 'Add them, then stop.' },
      });
      expect(restated.status, JSON.stringify(restated.body)).toBe(200);
      expect(restated.body).toMatchObject({ description: 'Add them, then stop.' });
      expect(await judgedAttempts()).toBe(afterVerify);

      // A comment in the JavaScript reference makes its request new: that one is judged, the others are not.
      const recoded = await admin.send('put', `/api/problem/update/${problemId}`, {
        body: {
          ...body,
          description: 'Add them, then stop.',
          referenceSolution: withReference('JavaScript', `// recoded\n${ADD_TWO.javascript}`),
        },
      });
      expect(recoded.status, JSON.stringify(recoded.body)).toBe(200);
      const afterRecoded = await judgedAttempts();
      expect(afterRecoded).toBe(afterVerify + 1);

      const again = await admin.send('put', `/api/problem/update/${problemId}`, {
        body: {
          ...body,
          description: 'Add them, then stop.',
          referenceSolution: withReference('JavaScript', `// recoded\n${ADD_TWO.javascript}`),
        },
      });
      expect(again.status).toBe(200);
      // A body that changes nothing stored is neither judged nor written (the admin GET -> PUT round trip).
      expect(await judgedAttempts()).toBe(afterRecoded);
    },
    JUDGED_MS,
  );

  it(
    'when a reference is changed so that it fails, then the save is refused, and a failure is never reused',
    async () => {
      const failing = formBody({
        title: 'Add Two Once',
        referenceSolution: withReference('JavaScript', 'console.log(0);'),
      });
      const first = await admin.send('put', `/api/problem/update/${problemId}`, { body: failing });
      expect(first.status).toBe(400);
      const afterFirst = await judgedAttempts();
      const second = await admin.send('put', `/api/problem/update/${problemId}`, { body: failing });
      expect(second.status).toBe(400);
      expect(await judgedAttempts()).toBe(afterFirst + 1);
    },
    JUDGED_MS,
  );
});
