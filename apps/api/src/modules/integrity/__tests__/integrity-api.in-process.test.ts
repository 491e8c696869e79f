import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  INTEGRITY_MESSAGES as M,
  contestRatingsResponseSchema,
  disqualifyResponseSchema,
  integrityPairDetailSchema,
  integrityPairSchema,
  integrityReportListSchema,
  integrityReportResponseSchema,
  integrityReportSchema,
  myDisqualificationResponseSchema,
  scoreboardSchema,
} from '@codecourt/contracts';
import type { IntegrityReportResponse } from '@codecourt/contracts';
import { contests } from '../../../db/schema/index.js';
import { createLogger } from '../../../lib/logger.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { createContestApp, minutesFromNow } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';
import { createIntegrityService } from '../integrity-service.js';
import { reportDueContests } from '../integrity-sweep.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
type User = { browser: TestBrowser; id: string };

let c: ContestApp;
let users: User[];
let contestId: string;
let report: IntegrityReportResponse;

const user = (i: number): User => {
  const found = users[i];
  if (!found) throw new Error(`no user ${String(i)}`);
  return found;
};
const submit = async (u: User, code: string) => {
  const res = await u.browser.post(`/api/contests/${contestId}/submit/A`, { code, language: 'python' });
  expect(res.status).toBe(200);
};
const dueNow = () =>
  reportDueContests(
    c.testApp.database.db,
    createIntegrityService({
      db: c.testApp.database.db,
      logger: createLogger('silent'),
      now: () => new Date(),
    }),
    new Date(),
  );

beforeAll(async () => {
  c = await createContestApp();
  users = await Promise.all([c.user(), c.user(), c.user(), c.user()]);
  contestId = (await c.contest({ rated: true, startAt: minutesFromNow(-90) }))._id;
  for (const u of users)
    expect((await u.browser.post(`/api/contests/${contestId}/register`, {})).status).toBe(200);
  // Two participants hand in the same program, renamed and reordered; a third writes their own.
  await submit(user(0), fixture('islands-original.py'));
  await submit(user(1), fixture('islands-planted.py'));
  await submit(user(2), fixture('islands-independent.py'));
  await submit(user(3), ADD_TWO.python);
});
afterAll(async () => {
  await c.close();
});

describe('the integrity report of a contest', () => {
  it('when the contest has not ended, then no report is due and an admin asking for one gets 400', async () => {
    expect(await dueNow()).toBe(0);
    const res = await c.admin.post(`/api/integrity/contests/${contestId}/reports`, {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: M.notEnded });
  });

  it('when the contest has ended, then the background job reports the planted copy once and nothing else', async () => {
    await c.testApp.database.db
      .update(contests)
      .set({ endAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(contests.id, contestId));
    expect(await dueNow()).toBe(1);
    expect(await dueNow()).toBe(0);

    const list = integrityReportListSchema.parse(
      (await c.admin.get(`/api/integrity/reports?contestId=${contestId}`)).body,
    );
    expect(list.reports).toHaveLength(1);
    const [made] = list.reports;
    // Four submissions and the problem's reference solution were read; the one-line ones are too short to tell.
    expect(made).toMatchObject({ status: 'done', programs: 5, pairs: 1, contestId });
    report = integrityReportResponseSchema.parse(
      (await c.admin.get(`/api/integrity/reports/${made?._id ?? ''}`)).body,
    );
    const [pair] = report.pairs;
    expect(report.pairs).toHaveLength(1);
    expect([pair?.left.user?._id, pair?.right.user?._id].sort()).toEqual([user(0).id, user(1).id].sort());
    expect(pair?.similarity).toBeGreaterThan(0.8);
    expect(pair?.language).toBe('python');
  });

  it('when the admin opens a pair, then both programs come with the fragments they share', async () => {
    const pairId = report.pairs[0]?._id ?? '';
    const detail = integrityPairDetailSchema.parse(
      (await c.admin.get(`/api/integrity/pairs/${pairId}`)).body,
    );
    const codes = [detail.leftCode, detail.rightCode].sort();
    expect(codes).toEqual([fixture('islands-original.py'), fixture('islands-planted.py')].sort());
    expect(detail.fragments.length).toBeGreaterThan(0);
    const leftLines = detail.leftCode.split('\n');
    for (const f of detail.fragments) expect(f.left.endRow).toBeLessThan(leftLines.length);
  });

  it('when the admin dismisses a pair, then it stays listed as dismissed', async () => {
    const pairId = report.pairs[0]?._id ?? '';
    const dismissed = integrityPairSchema.parse(
      (await c.admin.post(`/api/integrity/pairs/${pairId}/dismiss`, {})).body,
    );
    expect(dismissed.dismissedAt).not.toBeNull();
    const again = integrityReportResponseSchema.parse(
      (await c.admin.get(`/api/integrity/reports/${report.report._id}`)).body,
    );
    expect(again.pairs[0]?.dismissedAt).toBe(dismissed.dismissedAt);
  });

  it('when a pair, a report or a contest does not exist, then 404; a malformed id or reason, 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect((await c.admin.get(`/api/integrity/pairs/${unknown}`)).status).toBe(404);
    expect((await c.admin.post(`/api/integrity/pairs/${unknown}/dismiss`, {})).status).toBe(404);
    expect((await c.admin.get(`/api/integrity/reports/${unknown}`)).status).toBe(404);
    expect((await c.admin.post(`/api/integrity/contests/${unknown}/reports`, {})).status).toBe(404);
    expect((await c.admin.post(`/api/integrity/problems/${unknown}/reports`, {})).status).toBe(404);
    expect((await c.admin.get('/api/integrity/pairs/not-a-uuid')).status).toBe(400);
    const blank = await c.admin.post(`/api/integrity/contests/${contestId}/disqualifications`, {
      userId: user(1).id,
      reason: '   ',
    });
    expect(blank.status).toBe(400);
    const stranger = await c.user();
    const outsider = await c.admin.post(`/api/integrity/contests/${contestId}/disqualifications`, {
      userId: stranger.id,
      reason: 'Copied',
    });
    expect(outsider.status).toBe(404);
    expect(outsider.body).toEqual({ error: M.notParticipant });
  });

  it('when a user who is not an admin reads or acts on reports, then 403 on every admin route', async () => {
    const b = user(0).browser;
    const pairId = report.pairs[0]?._id ?? '';
    expect((await b.get('/api/integrity/reports')).status).toBe(403);
    expect((await b.get(`/api/integrity/reports/${report.report._id}`)).status).toBe(403);
    expect((await b.get(`/api/integrity/pairs/${pairId}`)).status).toBe(403);
    expect((await b.post(`/api/integrity/pairs/${pairId}/dismiss`, {})).status).toBe(403);
    expect((await b.post(`/api/integrity/contests/${contestId}/reports`, {})).status).toBe(403);
    expect((await b.post(`/api/integrity/problems/${c.problemIds[0]}/reports`, {})).status).toBe(403);
    const res = await b.post(`/api/integrity/contests/${contestId}/disqualifications`, {
      userId: user(1).id,
      reason: 'Copied',
    });
    expect(res.status).toBe(403);
  });

  it('when the admin disqualifies a participant of a finalised rated contest, then they leave the board and the ratings and read the reason', async () => {
    expect((await c.admin.post(`/api/ratings/contests/${contestId}/finalise`, {})).status).toBe(200);
    const ratedBefore = contestRatingsResponseSchema.parse(
      (await c.admin.get(`/api/ratings/contests/${contestId}`)).body,
    );
    expect(ratedBefore.changes.map((ch) => ch.user._id)).toContain(user(1).id);

    const reason = 'Problem A was copied from another participant.';
    const res = await c.admin.post(`/api/integrity/contests/${contestId}/disqualifications`, {
      userId: user(1).id,
      reason,
    });
    expect(res.status).toBe(200);
    expect(disqualifyResponseSchema.parse(res.body)).toMatchObject({
      userId: user(1).id,
      reason,
      contestsRerated: 1,
    });

    const board = scoreboardSchema.parse(
      (await c.admin.get(`/api/contests/${contestId}/scoreboard?view=jury`)).body,
    );
    expect(board.rows.map((r) => r.user?._id)).not.toContain(user(1).id);
    expect(board.rows.map((r) => r.user?._id)).toContain(user(0).id);
    const rated = contestRatingsResponseSchema.parse(
      (await c.admin.get(`/api/ratings/contests/${contestId}`)).body,
    );
    expect(rated.changes.map((ch) => ch.user._id)).not.toContain(user(1).id);
    expect(rated.changes).toHaveLength(ratedBefore.changes.length - 1);

    const mine = myDisqualificationResponseSchema.parse(
      (await user(1).browser.get(`/api/integrity/contests/${contestId}/disqualification`)).body,
    );
    expect(mine.disqualification?.reason).toBe(reason);
    const others = myDisqualificationResponseSchema.parse(
      (await user(0).browser.get(`/api/integrity/contests/${contestId}/disqualification`)).body,
    );
    expect(others.disqualification).toBeNull();
  });
});

describe('the integrity report of a problem on demand', () => {
  it('when an admin asks for a problem, then 202 with a running report that ends with the same pair', async () => {
    const res = await c.admin.post(`/api/integrity/problems/${c.problemIds[0]}/reports`, {});
    expect(res.status).toBe(202);
    const started = integrityReportSchema.parse(res.body);
    expect(started).toMatchObject({ status: 'running', problemId: c.problemIds[0], contestId: null });
    let done = started;
    for (let i = 0; i < 100 && done.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = integrityReportResponseSchema.parse(
        (await c.admin.get(`/api/integrity/reports/${started._id}`)).body,
      ).report;
    }
    expect(done).toMatchObject({ status: 'done', pairs: 1 });
    const list = integrityReportListSchema.parse(
      (await c.admin.get(`/api/integrity/reports?problemId=${c.problemIds[0]}`)).body,
    );
    expect(list.reports.map((r) => r._id)).toEqual([started._id]);
  });
});
