import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeldTestJudging } from '../../../testing/held-test-judging.js';
import {
  QUEUED_EDIT_ENV,
  expectSubmissionTimeTests,
  importProblemToEdit,
  submitThenEditSamples,
} from '../../../testing/queued-edit.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import type { Judging } from '../../judging/create-judging.js';

let database: TestDatabase;
let judging: Judging;
let release: () => void;
let testApp: TestApp;
let problemId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = await importProblemToEdit(database.db);
  ({ judging, release } = await createHeldTestJudging(database.db, 200));
  testApp = await createTestApp({ database, judging, env: QUEUED_EDIT_ENV, config: { submitWaitMs: 200 } });
});
afterAll(async () => {
  release();
  await judging.close();
  await testApp.close();
  await database.dispose();
});

describe('a submission queued while an admin edits the samples (in-process judge)', () => {
  it('when the samples change before the verdict, then the judged tests keep the visible flags and data of submission time', async () => {
    const { accepted, status, judged } = await submitThenEditSamples(
      testApp.app,
      database.db,
      problemId,
      () => {
        release();
        return Promise.resolve();
      },
    );

    expect(status).toBe(202);
    expect(accepted).toMatchObject({ verdict: null, tests: [] });
    expect(['pending', 'judging']).toContain(accepted.status);
    await expectSubmissionTimeTests(testApp.app, problemId, judged);
  });
});
