import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_MESSAGES as M,
  contestDetailSchema,
  contestListResponseSchema,
  contestSubmitResponseSchema,
  scoreboardSchema,
  submissionHistoryResponseSchema,
  submissionSchema,
} from '@codecourt/contracts';
import { problems } from '../../../db/schema/index.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createContestApp, minutesFromNow } from './contest-app.js';
import type { ContestApp } from './contest-app.js';

let c: ContestApp;
beforeAll(async () => {
  c = await createContestApp();
});
afterAll(async () => {
  await c.close();
});

const submit = (browser: TestBrowser, contestId: string, label: string, code = ADD_TWO.python) =>
  browser.post(`/api/contests/${contestId}/submit/${label}`, { code, language: 'python' });
const WRONG = 'a, b = map(int, input().split())\nprint(a - b)\n';

/** The admin's PUT of an ICPC contest with problem A only, its times in minutes from now. */
const rewrite = (
  contest: { _id: string; slug: string },
  { title, startAt, endAt }: { title: string; startAt: number; endAt: number },
) =>
  c.admin.send('put', `/api/contests/${contest._id}`, {
    body: {
      title,
      slug: contest.slug,
      format: 'icpc',
      startAt: minutesFromNow(startAt),
      endAt: minutesFromNow(endAt),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    },
  });

describe('contest administration', () => {
  it('when an admin creates a contest, then it answers 201 with the contest and its defaults', async () => {
    const res = await c.admin.post('/api/contests', {
      title: 'Weekly Contest 1',
      format: 'leetcode',
      startAt: minutesFromNow(60),
      endAt: minutesFromNow(150),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    });
    expect(res.status).toBe(201);
    const detail = contestDetailSchema.parse(res.body);
    expect(detail).toMatchObject({
      slug: 'weekly-contest-1',
      status: 'Upcoming',
      penaltyMinutes: 5,
      registration: 'open',
      problemCount: 1,
      participants: 0,
      problems: [{ label: 'A', problemId: c.problemIds[0], points: 100, difficulty: 'easy' }],
    });
  });

  it.each([
    ['the end is before the start', { endAt: minutesFromNow(-60) }, M.endBeforeStart],
    ['the freeze is after the end', { freezeAt: minutesFromNow(120) }, M.freezeOutside],
    [
      'two problems share a label',
      {
        problems: [
          { label: 'A', problemId: '00000000-0000-4000-8000-000000000001' },
          { label: 'A', problemId: '00000000-0000-4000-8000-000000000002' },
        ],
      },
      M.labelsNotUnique,
    ],
    [
      'a problem does not exist',
      { problems: [{ label: 'A', problemId: '00000000-0000-4000-8000-000000000001' }] },
      M.problemsMissing,
    ],
  ])('when %s, then it answers 400 with the catalogue message', async (_name, overrides, message) => {
    const res = await c.admin.post('/api/contests', {
      title: 'Bad',
      format: 'icpc',
      startAt: minutesFromNow(0),
      endAt: minutesFromNow(60),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
      ...overrides,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('when a user who is not an admin writes a contest, then it answers 403 (401 signed out)', async () => {
    const { browser } = await c.user();
    const contest = await c.contest();
    expect((await browser.post('/api/contests', {})).status).toBe(403);
    expect((await browser.send('put', `/api/contests/${contest._id}`, { body: {} })).status).toBe(403);
    expect((await browser.send('delete', `/api/contests/${contest._id}`)).status).toBe(403);
    expect((await browser.post(`/api/contests/${contest._id}/unfreeze`)).status).toBe(403);
    expect((await browser.post(`/api/contests/${contest._id}/announcements`, { text: 'hi' })).status).toBe(
      403,
    );
  });

  it('when an admin edits then deletes a contest, then the list follows', async () => {
    const contest = await c.contest();
    const edited = await rewrite(contest, { title: 'Renamed round', startAt: -30, endAt: 30 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Renamed round', problemCount: 1 });
    const removed = await c.admin.send('delete', `/api/contests/${contest._id}`);
    expect(removed.body).toEqual({ success: true, message: M.contestDeleted });
    expect((await c.admin.get(`/api/contests/${contest._id}`)).status).toBe(404);
  });
});

describe('registration and the problem set', () => {
  it('when a contest has not started, then non-admins see no problems and admins see them all', async () => {
    const contest = await c.contest({ startAt: minutesFromNow(30), endAt: minutesFromNow(90) });
    const { browser } = await c.user();
    const seen = contestDetailSchema.parse((await browser.get(`/api/contests/${contest.slug}`)).body);
    expect(seen).toMatchObject({ status: 'Upcoming', problems: [], problemCount: 2, registered: false });
    const anonymous = await (await openBrowser(c.testApp.app)).get(`/api/contests/${contest._id}`);
    expect(anonymous.body).toMatchObject({ problems: [], registered: false });
    const jury = contestDetailSchema.parse((await c.admin.get(`/api/contests/${contest._id}`)).body);
    expect(jury.problems.map((p) => p.label)).toEqual(['A', 'B']);
  });

  it('when a user registers, then the list says so, and they may unregister only before the start', async () => {
    const upcoming = await c.contest({ startAt: minutesFromNow(30), endAt: minutesFromNow(90) });
    const running = await c.contest();
    const { browser } = await c.user();
    expect((await browser.post(`/api/contests/${upcoming._id}/register`, {})).body).toEqual({
      registered: true,
    });
    expect((await browser.post(`/api/contests/${running._id}/register`, {})).body).toEqual({
      registered: true,
    });
    const list = contestListResponseSchema.parse((await browser.get('/api/contests')).body);
    expect(list.find((x) => x._id === upcoming._id)).toMatchObject({ registered: true, participants: 1 });
    expect((await browser.send('delete', `/api/contests/${upcoming._id}/register`)).body).toEqual({
      registered: false,
    });
    const late = await browser.send('delete', `/api/contests/${running._id}/register`);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: M.alreadyStarted });
  });

  it('when the access code is wrong, then 403; after the end, 409; when closed, 403', async () => {
    const coded = await c.contest({ registration: 'code', accessCode: 'sesame' });
    const ended = await c.contest({ startAt: minutesFromNow(-120), endAt: minutesFromNow(-60) });
    const closed = await c.contest({ registration: 'closed' });
    const { browser } = await c.user();
    const wrong = await browser.post(`/api/contests/${coded._id}/register`, { accessCode: 'nope' });
    expect([wrong.status, wrong.body]).toEqual([403, { error: M.wrongAccessCode }]);
    expect((await browser.post(`/api/contests/${coded._id}/register`, { accessCode: 'sesame' })).status).toBe(
      200,
    );
    const late = await browser.post(`/api/contests/${ended._id}/register`, {});
    expect([late.status, late.body]).toEqual([409, { error: M.contestEnded }]);
    expect((await browser.post(`/api/contests/${closed._id}/register`, {})).status).toBe(403);
  });

  it('when a windowed participant has not started, then submit is refused; after start it is judged in their window', async () => {
    const contest = await c.contest({ windowMinutes: 30 });
    const { browser } = await c.user();
    await browser.post(`/api/contests/${contest._id}/register`, {});
    const before = contestDetailSchema.parse((await browser.get(`/api/contests/${contest._id}`)).body);
    expect(before.problems).toEqual([]);
    const early = await submit(browser, contest._id, 'A');
    expect([early.status, early.body]).toEqual([403, { error: M.windowNotStarted }]);
    const started = await browser.post(`/api/contests/${contest._id}/start`);
    expect(started.status).toBe(200);
    const window = started.body as { startAt: string; endAt: string };
    expect(Date.parse(window.endAt) - Date.parse(window.startAt)).toBe(30 * 60_000);
    expect((await browser.post(`/api/contests/${contest._id}/start`)).status).toBe(409);
    const after = contestDetailSchema.parse((await browser.get(`/api/contests/${contest._id}`)).body);
    expect(after.problems).toHaveLength(2);
    expect((await submit(browser, contest._id, 'A')).status).toBe(200);
  });
});

describe('the problem list of a contest passes the visibility rule (D16)', () => {
  it('when a problem is secret for another contest, or the reader takes no part in a running one, then the detail does not name it', async () => {
    const shared = await importTestPackage(c.testApp.database.db, { slug: 'detail-shared' });
    const ended = await c.contest({
      startAt: minutesFromNow(-120),
      endAt: minutesFromNow(-60),
      problems: [{ label: 'A', problemId: shared.id }],
    });
    await c.contest({
      startAt: minutesFromNow(30),
      endAt: minutesFromNow(90),
      problems: [{ label: 'A', problemId: shared.id }],
    });
    const running = await c.contest();
    const [outsider, participant] = [await c.user(), await c.user()];
    await participant.browser.post(`/api/contests/${running._id}/register`, {});

    const endedAsOutsider = await outsider.browser.get(`/api/contests/${ended._id}`);
    const runningAsOutsider = contestDetailSchema.parse(
      (await outsider.browser.get(`/api/contests/${running._id}`)).body,
    );
    const runningAsParticipant = contestDetailSchema.parse(
      (await participant.browser.get(`/api/contests/${running._id}`)).body,
    );
    const endedAsAdmin = contestDetailSchema.parse((await c.admin.get(`/api/contests/${ended._id}`)).body);
    const endedStatement = await outsider.browser.get(`/api/contests/${ended._id}/problems/A`);

    expect(endedAsOutsider.status).toBe(200);
    expect(endedAsOutsider.text).not.toContain(shared.id);
    expect(endedAsOutsider.text).not.toContain('detail-shared');
    expect([endedStatement.status, endedStatement.body]).toEqual([404, { error: M.labelNotFound }]);
    expect(runningAsOutsider.problems).toEqual([]);
    expect(runningAsParticipant.problems.map((p) => p.label)).toEqual(['A', 'B']);
    expect(endedAsAdmin.problems.map((p) => p.problemId)).toEqual([shared.id]);
  });

  it('when a problem a learner solved joins a contest that holds it secret, then they keep reading their own submissions and nothing more of it', async () => {
    const problem = await importTestPackage(c.testApp.database.db, { slug: 'kept-own-submission' });
    const learner = await c.user();
    const submitted = await learner.browser.post(`/api/submission/submit/${problem.id}`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    const mine = submissionSchema.parse(submitted.body);
    await c.contest({
      startAt: minutesFromNow(30),
      endAt: minutesFromNow(90),
      problems: [{ label: 'A', problemId: problem.id }],
    });
    // The setter retitles it for the contest: the learner keeps the title they submitted under.
    await c.testApp.database.db
      .update(problems)
      .set({ title: 'Secret Round Title' })
      .where(eq(problems.id, problem.id));

    const recent = await learner.browser.get('/api/stats/recent-submissions');
    const one = await learner.browser.get(`/api/submission/${mine._id}`);
    const history = await learner.browser.get(`/api/submission/problem/${problem.id}`);
    const statement = await learner.browser.get(`/api/problem/problemById/${problem.id}`);
    const resubmit = await learner.browser.post(`/api/submission/submit/${problem.id}`, {
      code: ADD_TWO.python,
      language: 'python',
    });

    expect(recent.status).toBe(200);
    expect(recent.text).toContain(mine._id);
    expect(recent.text).not.toContain('Secret Round Title');
    expect(one.status).toBe(200);
    expect(submissionSchema.parse(one.body)).toMatchObject({ code: ADD_TWO.python, verdict: 'Accepted' });
    expect(submissionHistoryResponseSchema.parse(history.body).map((s) => s._id)).toEqual([mine._id]);
    // The hidden tests are counted, never shown; the statement and judging answer as for no such problem.
    const hidden = submissionSchema.parse(one.body).tests.filter((t) => !t.visible);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((t) => t.input === undefined && t.expected === undefined)).toBe(true);
    expect([statement.status, resubmit.status]).toEqual([404, 404]);
  });
});

describe('a contest the admin moves', () => {
  it('when a registered participant submits after the start was brought forward, then it is judged in the new time', async () => {
    const contest = await c.contest({ startAt: minutesFromNow(30), endAt: minutesFromNow(90) });
    const { browser } = await c.user();
    await browser.post(`/api/contests/${contest._id}/register`, {});
    const early = await submit(browser, contest._id, 'A');
    expect([early.status, early.body]).toEqual([403, { error: M.outsideWindow }]);
    const moved = await rewrite(contest, { title: 'Moved round', startAt: -1, endAt: 60 });
    expect(moved.status).toBe(200);
    expect((await submit(browser, contest._id, 'A')).status).toBe(200);
  });
});

describe('contest submissions and the scoreboard', () => {
  it('when a user is not registered, then submit answers 403 with a clear message', async () => {
    const contest = await c.contest();
    const { browser } = await c.user();
    const res = await submit(browser, contest._id, 'A');
    expect([res.status, res.body]).toEqual([403, { error: M.notRegistered }]);
  });

  it('when two participants solve and fail, then the judged answers carry the contest and the board ranks them', async () => {
    const contest = await c.contest();
    const ada = await c.user();
    const bob = await c.user();
    for (const u of [ada, bob]) await u.browser.post(`/api/contests/${contest._id}/register`, {});
    const accepted = contestSubmitResponseSchema.parse((await submit(ada.browser, contest._id, 'A')).body);
    expect(accepted).toMatchObject({ accepted: true, contestId: contest._id, label: 'A', status: 'done' });
    await submit(bob.browser, contest._id, 'A', WRONG);
    await submit(bob.browser, contest._id, 'A', 'print(');
    const board = scoreboardSchema.parse(
      (await bob.browser.get(`/api/contests/${contest._id}/scoreboard`)).body,
    );
    expect(board).toMatchObject({ contestId: contest._id, format: 'icpc', frozen: false, total: 2 });
    expect(board.rows.map((r) => [r.user?._id, r.rank, r.solved])).toEqual([
      [ada.id, 1, 1],
      [bob.id, 2, 0],
    ]);
    expect(board.rows[0]?.problems[0]).toMatchObject({ label: 'A', solved: true, attempts: 1, first: true });
    // The compilation error ('print(' is a syntax error in Python) is not a try.
    expect(board.rows[1]?.problems[0]).toMatchObject({ solved: false, attempts: 1, pending: 0 });
  });

  it('when a participant reads a page their row is not on, then the answer carries their own row as me', async () => {
    const contest = await c.contest();
    const ada = await c.user();
    const bob = await c.user();
    const eve = await c.user();
    for (const u of [ada, bob]) await u.browser.post(`/api/contests/${contest._id}/register`, {});
    await submit(ada.browser, contest._id, 'A');
    const read = async (browser: TestBrowser) =>
      scoreboardSchema.parse((await browser.get(`/api/contests/${contest._id}/scoreboard?limit=1`)).body);
    const bobs = await read(bob.browser);
    expect(bobs.rows.map((r) => r.user?._id)).toEqual([ada.id]);
    expect(bobs.me).toMatchObject({ rank: 2, user: { _id: bob.id }, solved: 0 });
    expect((await read(ada.browser)).me).toMatchObject({ rank: 1, user: { _id: ada.id }, solved: 1 });
    // Someone who does not take part, and a reader who is signed out, get the board alone.
    expect((await read(eve.browser)).me).toBeUndefined();
    const anonymous = await openBrowser(c.testApp.app);
    expect((await read(anonymous)).me).toBeUndefined();
  });

  it('when a user asks for the jury board, then 403 unless an admin', async () => {
    const contest = await c.contest();
    const { browser } = await c.user();
    const res = await browser.get(`/api/contests/${contest._id}/scoreboard?view=jury`);
    expect([res.status, res.body]).toEqual([403, { error: M.juryAdminsOnly }]);
    expect((await c.admin.get(`/api/contests/${contest._id}/scoreboard?view=jury`)).status).toBe(200);
  });

  it('when an IOI contest is submitted to, then every test runs and the score is the share passed', async () => {
    const contest = await c.contest({ format: 'ioi' });
    const { browser, id } = await c.user();
    await browser.post(`/api/contests/${contest._id}/register`, {});
    const res = contestSubmitResponseSchema.parse((await submit(browser, contest._id, 'B', WRONG)).body);
    expect(res.tests.length).toBe(res.totalTestCases);
    const board = scoreboardSchema.parse((await browser.get(`/api/contests/${contest._id}/scoreboard`)).body);
    const row = board.rows.find((r) => r.user?._id === id);
    expect(row?.problems[1]?.score).toBe(
      Math.round((100 * res.testCasesPassed * 100) / res.totalTestCases) / 100,
    );
  });
});
