import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  REJUDGE_MESSAGES as M,
  rejudgeApplyResponseSchema,
  rejudgeListSchema,
  rejudgePreviewSchema,
  rejudgeSchema,
  scoreboardSchema,
} from '@codecourt/contracts';
import type { RejudgePreview } from '@codecourt/contracts';
import { submissions, testCases } from '../../../db/schema/index.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO, ADD_TWO_SECRETS } from '../../../testing/tiny-package.js';
import { createContestApp } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';

type User = { browser: TestBrowser; id: string };
let c: ContestApp;
let right: User;
let wrong: User;
let contestId: string;
let firstSecret: string;

const verdictsOf = async (userId: string) =>
  (
    await c.testApp.database.db
      .select({ verdict: submissions.verdict })
      .from(submissions)
      .where(eq(submissions.userId, userId))
  ).map((s) => s.verdict);
const solvedA = async (userId: string) => {
  const board = scoreboardSchema.parse(
    (await c.admin.get(`/api/contests/${contestId}/scoreboard?view=jury`)).body,
  );
  return board.rows.find((r) => r.user?._id === userId)?.problems.find((p) => p.label === 'A')?.solved;
};
/** Polls the preview until the judge has answered for every submission. */
async function judged(rejudgeId: string): Promise<RejudgePreview> {
  for (let i = 0; i < 600; i++) {
    const preview = rejudgePreviewSchema.parse((await c.admin.get(`/api/rejudges/${rejudgeId}`)).body);
    if (preview.rejudge.status !== 'judging') return preview;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the rejudge did not finish');
}
const setFirstSecret = (output: string) =>
  c.testApp.database.db.update(testCases).set({ output }).where(eq(testCases.id, firstSecret));

beforeAll(async () => {
  c = await createContestApp();
  [right, wrong] = await Promise.all([c.user(), c.user()]);
  const [secret] = await c.testApp.database.db
    .select({ id: testCases.id })
    .from(testCases)
    .where(and(eq(testCases.problemId, c.problemIds[0]), eq(testCases.kind, 'secret')))
    .orderBy(asc(testCases.ordinal))
    .limit(1);
  firstSecret = secret?.id ?? '';
  contestId = (await c.contest())._id;
  for (const u of [right, wrong])
    expect((await u.browser.post(`/api/contests/${contestId}/register`, {})).status).toBe(200);
  // A broken hidden test: every answer to it is judged wrong, the right one too.
  await setFirstSecret('-1\n');
  for (const [u, code] of [
    [right, ADD_TWO.python],
    [wrong, ADD_TWO.wrongOnHidden],
  ] as const) {
    const res = await u.browser.post(`/api/contests/${contestId}/submit/A`, { code, language: 'python' });
    expect(res.status).toBe(200);
  }
  expect(await verdictsOf(right.id)).toEqual(['Wrong Answer']);
  // The app's start and two judged submissions: more than the default hook time on a busy machine.
}, 300_000);
afterAll(async () => {
  await c.close();
});

describe('rejudging a contest problem with a preview', () => {
  let rejudgeId: string;

  it('when the test is fixed and the admin rejudges, then the preview shows the verdict that would change and nothing is applied yet', async () => {
    await setFirstSecret(ADD_TWO_SECRETS[0]?.output ?? '');
    const res = await c.admin.post(`/api/rejudges/contests/${contestId}`, { label: 'A' });
    expect(res.status).toBe(202);
    const started = rejudgeSchema.parse(res.body);
    expect(started).toMatchObject({ status: 'judging', total: 2, label: 'A' });
    rejudgeId = started._id;

    const again = await c.admin.post(`/api/rejudges/contests/${contestId}`, { label: 'A' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: M.openRejudge });

    const preview = await judged(rejudgeId);
    expect(preview.rejudge).toMatchObject({ status: 'ready', judged: 2, changed: 1 });
    const byUser = new Map(preview.results.map((r) => [r.user._id, r]));
    expect(byUser.get(right.id)).toMatchObject({ before: 'Wrong Answer', after: 'Accepted', changed: true });
    expect(byUser.get(wrong.id)).toMatchObject({
      before: 'Wrong Answer',
      after: 'Wrong Answer',
      changed: false,
    });
    // The board change applying would cause: the right answer's failed try becomes a solve.
    expect(byUser.get(right.id)?.board).toMatchObject({
      before: { solved: false, attempts: 1, minutes: null },
      after: { solved: true, attempts: 1 },
    });
    expect(byUser.get(wrong.id)?.board).toBeNull();
    // A preview changes nothing: the stored verdict and the board stay as they were.
    expect(await verdictsOf(right.id)).toEqual(['Wrong Answer']);
    expect(await solvedA(right.id)).toBe(false);
    const list = rejudgeListSchema.parse((await c.admin.get(`/api/rejudges/contests/${contestId}`)).body);
    expect(list.rejudges.map((r) => r._id)).toEqual([rejudgeId]);
  });

  it('when the admin applies it, then the verdict changes and the board follows; a second decision is refused', async () => {
    const res = await c.admin.post(`/api/rejudges/${rejudgeId}/apply`, {});
    expect(res.status).toBe(200);
    expect(rejudgeApplyResponseSchema.parse(res.body)).toMatchObject({
      applied: 1,
      contestsRerated: 0,
      rejudge: { status: 'applied' },
    });
    expect(await verdictsOf(right.id)).toEqual(['Accepted']);
    expect(await verdictsOf(wrong.id)).toEqual(['Wrong Answer']);
    expect(await solvedA(right.id)).toBe(true);
    expect(await solvedA(wrong.id)).toBe(false);

    for (const action of ['apply', 'cancel']) {
      const refused = await c.admin.post(`/api/rejudges/${rejudgeId}/${action}`, {});
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: M.alreadyDecided });
    }
  });

  it('when the admin cancels a rejudge, then every submission keeps its verdict', async () => {
    await setFirstSecret('-1\n');
    const started = rejudgeSchema.parse(
      (await c.admin.post(`/api/rejudges/contests/${contestId}`, { label: 'A' })).body,
    );
    const preview = await judged(started._id);
    expect(preview.results.find((r) => r.user._id === right.id)).toMatchObject({
      before: 'Accepted',
      after: 'Wrong Answer',
    });
    const cancelled = rejudgeSchema.parse(
      (await c.admin.post(`/api/rejudges/${started._id}/cancel`, {})).body,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await verdictsOf(right.id)).toEqual(['Accepted']);
    expect(await solvedA(right.id)).toBe(true);
    await setFirstSecret(ADD_TWO_SECRETS[0]?.output ?? '');
  });

  it('when the problem is not in the contest or has no submission, then 400; unknown ids, 404', async () => {
    const missing = await c.admin.post(`/api/rejudges/contests/${contestId}`, { label: 'Z' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: M.problemNotInContest });
    const empty = await c.admin.post(`/api/rejudges/contests/${contestId}`, { label: 'B' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: M.nothingToRejudge });
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect((await c.admin.get(`/api/rejudges/${unknown}`)).status).toBe(404);
    expect((await c.admin.post(`/api/rejudges/${unknown}/apply`, {})).status).toBe(404);
    expect((await c.admin.post(`/api/rejudges/${unknown}/cancel`, {})).status).toBe(404);
    expect((await c.admin.post(`/api/rejudges/contests/${unknown}`, { label: 'A' })).status).toBe(404);
    expect((await c.admin.get(`/api/rejudges/contests/${unknown}`)).status).toBe(404);
    expect((await c.admin.get('/api/rejudges/not-a-uuid')).status).toBe(400);
  });

  it('when a user who is not an admin calls any rejudge route, then 403', async () => {
    const b = right.browser;
    expect((await b.post(`/api/rejudges/contests/${contestId}`, { label: 'A' })).status).toBe(403);
    expect((await b.get(`/api/rejudges/contests/${contestId}`)).status).toBe(403);
    expect((await b.get(`/api/rejudges/${rejudgeId}`)).status).toBe(403);
    expect((await b.post(`/api/rejudges/${rejudgeId}/apply`, {})).status).toBe(403);
    expect((await b.post(`/api/rejudges/${rejudgeId}/cancel`, {})).status).toBe(403);
  });
});
