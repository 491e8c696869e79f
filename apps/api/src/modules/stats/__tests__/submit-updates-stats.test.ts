import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSchema } from '@codecourt/contracts';
import type { Judging } from '../../judging/create-judging.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';

let database: TestDatabase;
let judging: Judging;
let t: TestApp;
let problemId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  judging = await createTestJudging(database.db);
  t = await createTestApp({ database, judging });
});
afterAll(async () => {
  await judging.close();
  await t.close();
  await database.dispose();
});

describe('stats through the real judge', () => {
  it('when a user runs, then submits wrong and right code, then only the two submissions count and the problem is solved', async () => {
    const { browser } = await signedInBrowser(t.app);
    const path = (action: string) => `/api/submission/${action}/${problemId}`;

    expect((await browser.post(path('run'), { code: ADD_TWO.python, language: 'python' })).status).toBe(200);
    const afterRun = statsSchema.parse((await browser.get('/api/stats/my-stats')).body);
    expect(afterRun.totalSubmissions).toBe(0);

    await browser.post(path('submit'), { code: ADD_TWO.wrongOnSample, language: 'python' });
    const accepted = await browser.post(path('submit'), { code: ADD_TWO.python, language: 'python' });
    expect(accepted.body).toMatchObject({ accepted: true });
    // The verdict's stats row is the judge's write: the my-stats answer kept after the run is dropped once
    // the change feed brings it.
    await changeFeedCaughtUp(database);

    const stats = statsSchema.parse((await browser.get('/api/stats/my-stats')).body);
    expect(stats).toMatchObject({
      totalSubmissions: 2,
      totalSolved: 1,
      easySolved: 1,
      acceptanceRate: 50,
      currentStreak: 1,
      maxStreak: 1,
      solvedByTopic: { array: 1, dp: 1 },
      badges: [{ name: 'First Solve' }],
      ranking: 1,
    });
  });
});
