// Freeze done right (issue #22 item 4) and secret contest problems (item 5): read every route a non-admin
// can read while a contest is frozen or not yet over, and find no frozen result and no secret problem.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_EVENTS,
  leaderboardResponseSchema,
  problemListResponseSchema,
  scoreboardRowsEventSchema,
  scoreboardSchema,
  submissionSchema,
} from '@codecourt/contracts';
import type { ContestInput, ScoreboardRow } from '@codecourt/contracts';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { openEventStream } from '../../../testing/event-stream-client.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import { minutesFromNow, useContestServer } from './contest-app.js';
import type { ContestApp } from './contest-app.js';

const contestServer = useContestServer();
let c: ContestApp;
beforeAll(() => {
  c = contestServer.app;
});

const submit = (browser: TestBrowser, contestId: string, label: string) =>
  browser.post(`/api/contests/${contestId}/submit/${label}`, { code: ADD_TWO.python, language: 'python' });
const cellOf = (rows: ScoreboardRow[], userId: string) =>
  rows.find((r) => r.user?._id === userId)?.problems[0];
/** Waits until `check` holds (it reads events that arrive meanwhile). */
const until = (check: () => boolean, what: string) =>
  waitFor(() => Promise.resolve(check() ? true : undefined), what);
const boardOf = async (browser: TestBrowser, contestId: string, view = 'public') =>
  scoreboardSchema.parse((await browser.get(`/api/contests/${contestId}/scoreboard?view=${view}`)).body);

describe('a frozen contest', () => {
  it('when a participant solves after the freeze, then no non-admin route shows it until the unfreeze', async () => {
    const body: ContestInput = {
      title: 'Frozen final',
      slug: 'frozen-final',
      format: 'icpc',
      startAt: minutesFromNow(-30),
      endAt: minutesFromNow(60),
      freezeAt: minutesFromNow(30),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    };
    const contest = await c.contest(body);
    const [ada, bob, carol] = [await c.user(), await c.user(), await c.user()];
    for (const u of [ada, bob, carol]) await u.browser.post(`/api/contests/${contest._id}/register`, {});
    // Ada solves before the freeze; then the freeze begins (moved to now); then Bob solves.
    expect((await submit(ada.browser, contest._id, 'A')).body).toMatchObject({ accepted: true });
    const frozenAt = new Date().toISOString();
    const edit = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...body, freezeAt: frozenAt },
    });
    expect(edit.body).toMatchObject({ frozen: true });
    // The edit is announced too, and hearing it reads the whole board again: heard after Bob's try, that read
    // would already hold the try and the streams would get a board event instead of the rows events below.
    await changeFeedCaughtUp(c.testApp.database);
    const anonymous = await openBrowser(c.testApp.app);
    const stream = await openEventStream(
      contestServer.baseUrl,
      carol.browser,
      `/api/contests/${contest._id}/scoreboard/events`,
    );
    const jury = await openEventStream(
      contestServer.baseUrl,
      c.admin,
      `/api/contests/${contest._id}/scoreboard/events?view=jury`,
    );
    const bobs = (await submit(bob.browser, contest._id, 'A')).body as { _id: string; accepted: boolean };
    expect(bobs.accepted).toBe(true);

    // The public board (for another participant and for nobody signed in): pending, tries visible.
    for (const viewer of [carol.browser, anonymous, bob.browser]) {
      const board = await boardOf(viewer, contest._id);
      expect(board.frozen).toBe(true);
      expect(cellOf(board.rows, bob.id)).toMatchObject({
        solved: false,
        attempts: 1,
        pending: 1,
        minutes: null,
      });
      expect(cellOf(board.rows, ada.id)).toMatchObject({ solved: true, first: true });
    }
    // The streams: the jury's rows events end with Bob's try solved; no public one ever shows it solved.
    const bobsCells = (events: typeof stream.events) =>
      events
        .filter((e) => e.event === CONTEST_EVENTS.rows)
        .map((e) => cellOf(scoreboardRowsEventSchema.parse(e.data).rows, bob.id))
        .filter((cell) => cell !== undefined);
    await until(
      () => bobsCells(jury.events).some((cell) => cell.solved),
      'the jury rows event with the solve',
    );
    await until(
      () => bobsCells(stream.events).some((cell) => cell.pending === 1),
      'the public rows event with the pending try',
    );
    expect(bobsCells(stream.events).every((cell) => !cell.solved && cell.minutes === null)).toBe(true);
    // The global leaderboard and Carol's reads of Bob's submission: nothing.
    const leaderboard = leaderboardResponseSchema.parse((await anonymous.get('/api/stats/leaderboard')).body);
    expect(leaderboard.find((r) => r.userId._id === bob.id)?.totalSolved ?? 0).toBe(0);
    expect((await carol.browser.get(`/api/submission/${bobs._id}`)).status).toBe(404);
    // Bob still sees his own verdict.
    expect(submissionSchema.parse((await bob.browser.get(`/api/submission/${bobs._id}`)).body).verdict).toBe(
      'Accepted',
    );
    // The jury sees the truth, once the board has Bob's try and verdict from the change feed: a try heard
    // after the verdict was read puts the try's cell back on the board until the verdict's own change comes.
    await waitFor(
      async () => cellOf((await boardOf(c.admin, contest._id, 'jury')).rows, bob.id)?.solved || undefined,
      'the jury board with the solve',
    );

    expect((await c.admin.post(`/api/contests/${contest._id}/unfreeze`)).body).toEqual({ frozen: false });
    const revealed = await boardOf(carol.browser, contest._id);
    expect(revealed.frozen).toBe(false);
    expect(cellOf(revealed.rows, bob.id)).toMatchObject({ solved: true, pending: 0 });
    // The board is read-your-writes; the global leaderboard's cached pages count the solve once the change
    // feed brings the unfreeze (after it answers).
    await changeFeedCaughtUp(c.testApp.database);
    const after = leaderboardResponseSchema.parse((await anonymous.get('/api/stats/leaderboard')).body);
    expect(after.find((r) => r.userId._id === bob.id)?.totalSolved).toBe(1);
    await until(() => stream.events.some((e) => e.event === CONTEST_EVENTS.board), 'the board event');
    stream.close();
    jury.close();
  });
});

describe('secret contest problems', () => {
  it('when a problem is in a contest that has not ended, then non-admins cannot find it anywhere until the end', async () => {
    const secret = (await importTestPackage(c.testApp.database.db, { slug: 'contest-secret' })).id;
    const open = (await importTestPackage(c.testApp.database.db, { slug: 'contest-open' })).id;
    const body: ContestInput = {
      title: 'Secret round',
      slug: 'secret-round',
      format: 'icpc',
      startAt: minutesFromNow(30),
      endAt: minutesFromNow(90),
      problems: [
        { label: 'A', problemId: secret },
        { label: 'B', problemId: open, public: true },
      ],
    };
    const contest = await c.contest(body);
    const { browser } = await c.user();
    const anonymous = await openBrowser(c.testApp.app);
    const listed = problemListResponseSchema.parse((await anonymous.get('/api/problem/getAllProblem')).body);
    expect(listed.map((p) => p._id)).toContain(open);
    expect(listed.map((p) => p._id)).not.toContain(secret);
    for (const path of [
      `/api/problem/problemById/${secret}`,
      `/api/problem/problemById/contest-secret`,
      `/api/discussions/problem/${secret}`,
      `/api/submission/problem/${secret}`,
    ])
      expect([path, (await browser.get(path)).status]).toEqual([path, 404]);
    const stats = (await anonymous.get('/api/problem/stats')).body as { problemId: string }[];
    expect(stats.map((s) => s.problemId)).not.toContain(secret);
    const practice = await browser.post(`/api/submission/submit/${secret}`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(practice.status).toBe(404);
    expect(
      (await browser.post(`/api/submission/run/${secret}`, { code: ADD_TWO.python, language: 'python' }))
        .status,
    ).toBe(404);
    expect((await browser.post('/api/bookmarks/add', { problemId: secret })).status).toBe(404);
    expect(
      (await browser.post('/api/discussions/create', { problemId: secret, title: 't', content: 'c' })).status,
    ).toBe(404);
    expect((await browser.get(`/api/contests/${contest._id}/problems/A`)).status).toBe(403);
    expect((await c.admin.get(`/api/contests/${contest._id}/problems/A`)).status).toBe(200);

    // The contest is over: the problem is public for practice.
    await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...body, startAt: minutesFromNow(-90), endAt: minutesFromNow(-30) },
    });
    const later = problemListResponseSchema.parse((await anonymous.get('/api/problem/getAllProblem')).body);
    expect(later.map((p) => p._id)).toContain(secret);
    expect((await browser.get(`/api/problem/problemById/${secret}`)).status).toBe(200);
  });

  it('when a participant reads a contest problem during the contest, then no reference solution comes with it', async () => {
    const contest = await c.contest();
    const { browser } = await c.user();
    expect((await browser.get(`/api/contests/${contest._id}/problems/A`)).status).toBe(403);
    await browser.post(`/api/contests/${contest._id}/register`, {});
    const res = await browser.get(`/api/contests/${contest._id}/problems/A`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: c.problemIds[0], referenceSolution: [], editorial: false });
  });
});

describe('clarifications and announcements', () => {
  it('when a participant asks and the admin answers to everyone, then others read it and the stream pushes it', async () => {
    const contest = await c.contest();
    const [ada, bob, eve] = [await c.user(), await c.user(), await c.user()];
    for (const u of [ada, bob]) await u.browser.post(`/api/contests/${contest._id}/register`, {});
    expect(
      (await eve.browser.post(`/api/contests/${contest._id}/clarifications`, { text: 'Hi?' })).status,
    ).toBe(403);
    const stream = await openEventStream(
      contestServer.baseUrl,
      bob.browser,
      `/api/contests/${contest._id}/scoreboard/events`,
    );
    const asked = await ada.browser.post(`/api/contests/${contest._id}/clarifications`, {
      label: 'A',
      text: 'Is n > 0?',
    });
    expect(asked.status).toBe(201);
    const question = asked.body as { _id: string };
    expect((await bob.browser.get(`/api/contests/${contest._id}/clarifications`)).body).toEqual([]);
    expect((await c.admin.get(`/api/contests/${contest._id}/clarifications`)).body).toHaveLength(1);
    const answered = await c.admin.post(
      `/api/contests/${contest._id}/clarifications/${question._id}/answer`,
      {
        text: 'Yes.',
        broadcast: true,
      },
    );
    expect(answered.body).toMatchObject({ answer: 'Yes.', broadcast: true, label: 'A' });
    expect((await bob.browser.get(`/api/contests/${contest._id}/clarifications`)).body).toMatchObject([
      { answer: 'Yes.' },
    ]);
    expect(
      (await c.admin.post(`/api/contests/${contest._id}/announcements`, { text: 'Ten minutes left' })).status,
    ).toBe(201);
    await until(
      () =>
        stream.events.some((e) => e.event === CONTEST_EVENTS.clarification) &&
        stream.events.some((e) => e.event === CONTEST_EVENTS.announcement),
      'the answer and the announcement on the stream',
    );
    stream.close();
  });
});
