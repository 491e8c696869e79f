// Deleting a problem removes what it owns but not what users earned on it: their submissions stay
// readable under the title they were made with, and their stats keep the solve (rebuilt alike).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookmarkListResponseSchema,
  problemSchema,
  statsSchema,
  submissionHistoryResponseSchema,
  submissionSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import { addTwoInput } from '../../../testing/admin-problem-input.js';
import { newSignup } from '../../../testing/fixtures.js';
import { createJudgedAdminApp } from '../../../testing/judged-admin-app.js';
import type { JudgedAdminApp } from '../../../testing/judged-admin-app.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { rebuildAllStats } from '../../stats/rebuild-stats.js';

const ADMIN = newSignup({ emailId: 'delete-admin@example.com' });

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

describe('deleting a problem users solved', () => {
  it('when an admin deletes it, then bookmarks go while submissions, history and earned stats stay', async () => {
    const problem = problemSchema.parse(
      (
        await admin.post(
          '/api/problem/create',
          addTwoInput({ title: 'Soon Gone', difficulty: 'medium', tags: 'graph' }),
        )
      ).body,
    );
    const { browser: user } = await signedInBrowser(testApp.app);
    const solved = submitResponseSchema.parse(
      (
        await user.post(`/api/submission/submit/${problem._id}`, {
          code: ADD_TWO.javascript,
          language: 'javascript',
        })
      ).body,
    );
    await user.post('/api/bookmarks/add', { problemId: problem._id });
    const statsBefore = statsSchema.parse((await user.get('/api/stats/my-stats')).body);

    const deleted = await admin.send('delete', `/api/problem/delete/${problem._id}`);

    expect(deleted.status).toBe(200);
    expect(solved.accepted).toBe(true);
    const kept = await user.get(`/api/submission/${solved._id}`);
    expect(kept.status).toBe(200);
    expect(submissionSchema.parse(kept.body)).toMatchObject({
      problemId: problem._id,
      problemTitle: 'Soon Gone',
      verdict: 'Accepted',
    });
    const history = submissionHistoryResponseSchema.parse(
      (await user.get(`/api/submission/problem/${problem._id}`)).body,
    );
    expect(history.map((s) => [s._id, s.problemTitle])).toEqual([[solved._id, 'Soon Gone']]);
    expect(bookmarkListResponseSchema.parse((await user.get('/api/bookmarks/my-bookmarks')).body)).toEqual(
      [],
    );
    const statsAfter = statsSchema.parse((await user.get('/api/stats/my-stats')).body);
    expect(statsBefore).toMatchObject({ totalSolved: 1, mediumSolved: 1, solvedByTopic: { graph: 1 } });
    expect(statsAfter).toEqual(statsBefore);
    await rebuildAllStats(testApp.database.db);
    expect(statsSchema.parse((await user.get('/api/stats/my-stats')).body)).toEqual(statsBefore);
    const recent = await user.get('/api/stats/recent-submissions');
    expect(recent.body).toMatchObject([{ _id: solved._id, title: 'Soon Gone', difficulty: 'medium' }]);
  });

  it('when the submission history of a problem that never existed is asked for, then 404', async () => {
    const { browser: user } = await signedInBrowser(testApp.app);

    const res = await user.get('/api/submission/problem/00000000-0000-4000-8000-000000000000');

    expect(res.status).toBe(404);
  });
});
