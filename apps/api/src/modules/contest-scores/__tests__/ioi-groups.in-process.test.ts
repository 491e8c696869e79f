// An IOI contest on a scoring library problem: two submissions that each solve another group add up on
// the board (the best of each group across tries), judged through the real compilers and sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestSubmitResponseSchema, scoreboardSchema } from '@codecourt/contracts';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { SCORING_SLUG, scoringPackageFiles, solvesOnlyGroup } from '../../../testing/scoring-problem.js';
import type { Judging } from '../../judging/create-judging.js';

const ADMIN = newSignup({ emailId: 'ioi-admin@example.com' });
const MINUTE_MS = 60_000;

let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let problemId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = (
    await importTestPackage(database.db, { slug: SCORING_SLUG, files: await scoringPackageFiles() })
  ).id;
  judging = await createTestJudging(database.db);
  testApp = await createTestApp({
    database,
    judging,
    env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password },
    config: { submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
});
afterAll(async () => {
  await judging.close();
  await testApp.close();
  await database.dispose();
});

describe('IOI contests with scoring groups', () => {
  it('when one submission solves the small group and a later one the large group, then the board adds their bests to 100', async () => {
    const admin = await adminBrowser(testApp.app, ADMIN);
    const created = await admin.post('/api/contests', {
      title: 'IOI groups',
      format: 'ioi',
      startAt: new Date(Date.now() - 30 * MINUTE_MS).toISOString(),
      endAt: new Date(Date.now() + 60 * MINUTE_MS).toISOString(),
      problems: [{ label: 'A', problemId, points: 100 }],
    });
    expect(created.status).toBe(201);
    const contestId = (created.body as { _id: string })._id;
    const { browser, user } = await signedInBrowser(testApp.app);
    expect((await browser.post(`/api/contests/${contestId}/register`, {})).status).toBe(200);
    const submit = async (group: 'small' | 'large') =>
      contestSubmitResponseSchema.parse(
        (
          await browser.post(`/api/contests/${contestId}/submit/A`, {
            code: solvesOnlyGroup(group),
            language: 'python',
          })
        ).body,
      );
    const cellScore = async () => {
      const board = scoreboardSchema.parse((await browser.get(`/api/contests/${contestId}/scoreboard`)).body);
      return board.rows.find((row) => row.user?._id === user._id)?.problems[0];
    };

    const small = await submit('small');
    expect(small).toMatchObject({ score: 50, verdict: 'Wrong Answer' });
    // Every test ran: IOI contests do not stop at the first failure.
    expect(small.tests.length).toBe(small.totalTestCases);
    expect(await cellScore()).toMatchObject({ score: 50, solved: false });

    const large = await submit('large');
    expect(large).toMatchObject({ score: 50 });
    expect(await cellScore()).toMatchObject({ score: 100, solved: true, attempts: 2 });
  }, 120_000); // two judged submits of 17 tests each, on a machine shared by several suites
});
