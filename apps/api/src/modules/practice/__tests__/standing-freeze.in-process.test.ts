// Issue #34 finding 2: the accepted-measures histogram behind GET /api/standing/{id} counts no contest
// Accepted judged during a freeze until the unfreeze, so a frozen solve moves no one's standing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingSchema } from '@codecourt/contracts';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createContestApp, minutesFromNow } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';

let c: ContestApp;
beforeAll(async () => {
  c = await createContestApp();
});
afterAll(async () => {
  await c.close();
});

const solve = async (browser: TestBrowser, contestId: string) => {
  const res = await browser.post(`/api/contests/${contestId}/submit/A`, {
    code: ADD_TWO.python,
    language: 'python',
  });
  expect(res.body).toMatchObject({ verdict: 'Accepted' });
  return (res.body as { _id: string })._id;
};
const totalOf = async (browser: TestBrowser, submissionId: string) => {
  const standing = standingSchema.parse((await browser.get(`/api/standing/${submissionId}`)).body);
  return { runtime: standing.runtime?.total, memory: standing.memory?.total };
};

describe('the standing histogram and the freeze', () => {
  it('when a participant is accepted during the freeze, then no standing counts it until the unfreeze', async () => {
    const body = {
      title: 'Standing frozen',
      format: 'icpc' as const,
      startAt: minutesFromNow(-30),
      endAt: minutesFromNow(60),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    };
    const contest = await c.contest(body);
    const [ada, bob] = [await c.user(), await c.user()];
    for (const u of [ada, bob])
      expect((await u.browser.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);
    const adas = await solve(ada.browser, contest._id);
    const before = await totalOf(ada.browser, adas);
    expect(before.runtime).toBeGreaterThan(0);

    const frozen = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...body, freezeAt: new Date().toISOString() },
    });
    expect(frozen.body).toMatchObject({ frozen: true });
    const bobs = await solve(bob.browser, contest._id);
    expect(await totalOf(ada.browser, adas)).toEqual(before);
    // Bob reads his own standing against what the public may know: without his frozen solve.
    expect(await totalOf(bob.browser, bobs)).toEqual(before);

    expect((await c.admin.post(`/api/contests/${contest._id}/unfreeze`)).status).toBe(200);
    const after = { runtime: (before.runtime ?? 0) + 1, memory: (before.memory ?? 0) + 1 };
    expect(await totalOf(ada.browser, adas)).toEqual(after);
    expect(await totalOf(bob.browser, bobs)).toEqual(after);
  });
});
