import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  VIRTUAL_RUN_MESSAGES as M,
  myVirtualRunListSchema,
  replayBoardSchema,
  scoreboardSchema,
  upsolvedResponseSchema,
  virtualRunDetailSchema,
  virtualRunListSchema,
  virtualRunSchema,
} from '@codecourt/contracts';
import type { ReplayBoard, Verdict } from '@codecourt/contracts';
import {
  contestParticipations,
  contestSubmissions,
  contests,
  submissions,
} from '../../../db/schema/index.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { rescoreContest } from '../../contest-scores/score-cache.js';
import { createContestApp } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';

const MINUTE_MS = 60_000;
const LENGTH_MINUTES = 100;
let c: ContestApp;
/** A 100-minute ICPC contest that ended 20 minutes ago, frozen from minute 40 and unfrozen, with a field of three. */
let past: { _id: string; slug: string; start: Date };

/** [user, label, minute, verdict]: the field's tries, at known minutes from the start. */
const FIELD: [string, 'A' | 'B', number, Verdict][] = [
  ['Ada', 'A', 5, 'Accepted'],
  ['Bob', 'A', 8, 'Wrong Answer'],
  ['Cy', 'B', 9, 'Accepted'],
  ['Bob', 'A', 12, 'Accepted'],
  ['Ada', 'B', 20, 'Wrong Answer'],
  ['Ada', 'B', 45, 'Accepted'],
  ['Bob', 'B', 50, 'Accepted'],
];

async function storedField(contestId: string, start: Date) {
  const { db } = c.testApp.database;
  const history = judgedHistory(db);
  const [problemA, problemB] = c.problemIds;
  const people = new Map<string, { participationId: string; userId: string }>();
  for (const name of ['Ada', 'Bob', 'Cy']) {
    const userId = await history.user(name);
    const [row] = await db
      .insert(contestParticipations)
      .values({
        contestId,
        userId,
        startAt: start,
        endAt: new Date(start.getTime() + LENGTH_MINUTES * MINUTE_MS),
      })
      .returning();
    if (!row) throw new Error('no participation');
    people.set(name, { participationId: row.id, userId });
  }
  for (const [name, label, minute, verdict] of FIELD) {
    const who = people.get(name);
    if (!who) throw new Error(name);
    const problemId = label === 'A' ? problemA : problemB;
    const at = new Date(start.getTime() + minute * MINUTE_MS + 30_000);
    const submissionId = await history.judged(who.userId, problemId, verdict, at);
    await db
      .insert(contestSubmissions)
      .values({ submissionId, contestId, participationId: who.participationId, label });
  }
  await rescoreContest(db, contestId);
}

/**
 * A contest that has not ended, over the same problems kept public: a problem secret in an unfinished
 * contest is judged in no virtual run (issue #34), and the later cases run the past contest's problems.
 */
const notEndedYet = () =>
  c.contest({
    problems: [
      { label: 'A', problemId: c.problemIds[0], public: true },
      { label: 'B', problemId: c.problemIds[1], public: true },
    ],
  });

/** Names in board order with rank, solved and penalty: the board as a table to compare. */
const table = (board: ReplayBoard) =>
  board.rows.map((r) => `${String(r.rank)} ${r.user?.firstName} ${String(r.solved)} ${String(r.penalty)}`);

beforeAll(async () => {
  c = await createContestApp();
  const start = new Date(Date.now() - (LENGTH_MINUTES + 20) * MINUTE_MS);
  const contest = await c.contest({
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + LENGTH_MINUTES * MINUTE_MS).toISOString(),
    freezeAt: new Date(start.getTime() + 40 * MINUTE_MS).toISOString(),
  });
  await storedField(contest._id, start);
  // While the board is frozen the replay and a run's field are refused (contest-reveal.in-process.test.ts).
  expect((await c.admin.post(`/api/contests/${contest._id}/unfreeze`)).status).toBe(200);
  past = { ...contest, start };
});
afterAll(async () => {
  await c.close();
});

describe('spectating an ended contest at any elapsed time', () => {
  it.each([
    [0, ['1 Ada 0 0', '1 Bob 0 0', '1 Cy 0 0']],
    [10 * 60, ['1 Ada 1 5', '2 Cy 1 9', '3 Bob 0 0']],
    [47 * 60, ['1 Ada 2 70', '2 Cy 1 9', '3 Bob 1 32']],
    [LENGTH_MINUTES * 60, ['1 Ada 2 70', '2 Bob 2 82', '3 Cy 1 9']],
  ])('when the board is replayed at second %i, then the field stands as it did then', async (at, rows) => {
    const res = await openBrowser(c.testApp.app).then((b) =>
      b.get(`/api/contests/${past.slug}/replay?at=${String(at)}`),
    );

    expect(res.status).toBe(200);
    const board = replayBoardSchema.parse(res.body);
    expect(board.elapsedSeconds).toBe(at);
    expect(board.durationSeconds).toBe(LENGTH_MINUTES * 60);
    expect(table(board)).toEqual(rows);
  });

  it('when the replay asks past the end, then it shows the end, the results of the lifted freeze included', async () => {
    const browser = await openBrowser(c.testApp.app);
    const replay = replayBoardSchema.parse(
      (await browser.get(`/api/contests/${past._id}/replay?at=90000`)).body,
    );
    const live = scoreboardSchema.parse((await browser.get(`/api/contests/${past._id}/scoreboard`)).body);

    expect(replay.elapsedSeconds).toBe(LENGTH_MINUTES * 60);
    expect(table(replay)).toEqual(['1 Ada 2 70', '2 Bob 2 82', '3 Cy 1 9']);
    expect(live.frozen).toBe(false);
    expect(live.rows.map((r) => r.solved)).toEqual([2, 2, 1]);
  });

  it('when the contest has not ended, or `at` is not a whole number of seconds, then the replay is refused', async () => {
    const running = await notEndedYet();
    const browser = await openBrowser(c.testApp.app);

    const early = await browser.get(`/api/contests/${running._id}/replay?at=0`);
    const bad = await browser.get(`/api/contests/${past._id}/replay?at=1.5`);
    const missing = await browser.get(`/api/contests/${past._id}/replay`);

    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: M.replayNotEnded });
    expect(bad.status).toBe(400);
    expect(missing.status).toBe(400);
  });
});

describe('a virtual run against the original field', () => {
  it('when a user starts a run before the end, then it is refused with 409; signed out, 401', async () => {
    const running = await notEndedYet();
    const user = await c.user();

    const early = await user.browser.post(`/api/contests/${running._id}/virtual`, {});
    const anonymous = await (await openBrowser(c.testApp.app)).post(`/api/contests/${past._id}/virtual`, {});

    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: M.notEnded });
    expect(anonymous.status).toBe(401);
  });

  it('when Eve solves A 11 minutes into her run, then she would be 3rd among the field as it stood then', async () => {
    const eve = await c.user();
    const started = await eve.browser.post(`/api/contests/${past.slug}/virtual`, {});
    expect(started.status).toBe(201);
    const run = virtualRunSchema.parse(started.body);
    expect(Date.parse(run.endAt) - Date.parse(run.startAt)).toBe(LENGTH_MINUTES * MINUTE_MS);
    // Eleven minutes into the run: her clock is moved back, her try is made now.
    const { db } = c.testApp.database;
    const startAt = new Date(Date.now() - 11 * MINUTE_MS - 10_000);
    await db
      .update(contestParticipations)
      .set({ startAt, endAt: new Date(startAt.getTime() + LENGTH_MINUTES * MINUTE_MS) })
      .where(eq(contestParticipations.id, run._id));

    const submit = await eve.browser.post(`/api/contests/${past._id}/virtual/${run._id}/submit/A`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({
      status: 'done',
      verdict: 'Accepted',
      contestId: past._id,
      label: 'A',
    });

    const detail = virtualRunDetailSchema.parse(
      (await eve.browser.get(`/api/contests/${past._id}/virtual/${run._id}`)).body,
    );
    expect(detail.comparison).toBeNull();
    expect(detail.board.elapsedSeconds).toBeGreaterThanOrEqual(11 * 60);
    expect(detail.board.me).toMatchObject({ rank: 3, solved: 1, penalty: 11, virtual: true });
    expect(detail.board.rows.map((r) => `${String(r.rank)} ${r.user?.firstName}`)).toEqual([
      '1 Ada',
      '2 Cy',
      `3 ${eve.firstName}`,
      '4 Bob',
    ]);

    // The live board, its participant count and the user's live registration are untouched.
    const live = scoreboardSchema.parse((await eve.browser.get(`/api/contests/${past._id}/scoreboard`)).body);
    expect(live.total).toBe(3);
    expect(live.me).toBeUndefined();
    const summary = await eve.browser.get(`/api/contests/${past._id}`);
    expect(summary.body).toMatchObject({ participants: 3, registered: false, participation: null });
    expect(
      (await db.select().from(contestSubmissions).where(eq(contestSubmissions.contestId, past._id))).length,
    ).toBe(FIELD.length);

    // A solved after the end is an upsolve.
    const upsolved = upsolvedResponseSchema.parse(
      (await eve.browser.get(`/api/contests/${past._id}/upsolved`)).body,
    );
    expect(upsolved.labels).toEqual(['A']);

    // The run ends (its clock and try moved back by the rest of its length): the comparison appears.
    const shift = (LENGTH_MINUTES - 11) * MINUTE_MS;
    await db
      .update(contestParticipations)
      .set({
        startAt: new Date(startAt.getTime() - shift),
        endAt: new Date(startAt.getTime() - shift + LENGTH_MINUTES * MINUTE_MS),
      })
      .where(eq(contestParticipations.id, run._id));
    const [stored] = await db.select().from(submissions).where(eq(submissions.userId, eve.id));
    if (!stored) throw new Error('no stored try');
    await db
      .update(submissions)
      .set({ createdAt: new Date(stored.createdAt.getTime() - shift) })
      .where(eq(submissions.userId, eve.id));

    const ended = virtualRunDetailSchema.parse(
      (await eve.browser.get(`/api/contests/${past._id}/virtual/${run._id}`)).body,
    );
    expect(ended.run.ended).toBe(true);
    expect(ended.board.elapsedSeconds).toBe(LENGTH_MINUTES * 60);
    // At the end Cy's one solve at minute 9 beats hers at 11: fourth.
    expect(ended.board.me).toMatchObject({ rank: 4, solved: 1, penalty: 11 });
    expect(ended.comparison).toEqual([
      {
        label: 'A',
        you: { solved: true, minutes: 11, attempts: 1 },
        field: { participants: 3, solvers: 2, fastestMinutes: 5, medianMinutes: 8.5, medianAttempts: 1.5 },
      },
      {
        label: 'B',
        you: { solved: false, minutes: null, attempts: 0 },
        field: { participants: 3, solvers: 3, fastestMinutes: 9, medianMinutes: 45, medianAttempts: 1 },
      },
    ]);

    const late = await eve.browser.post(`/api/contests/${past._id}/virtual/${run._id}/submit/B`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: M.runOver });

    // A second run is allowed; the profile lists both, never rated.
    expect((await eve.browser.post(`/api/contests/${past._id}/virtual`, {})).status).toBe(201);
    const runs = virtualRunListSchema.parse(
      (await eve.browser.get(`/api/contests/${past._id}/virtual`)).body,
    );
    expect(runs).toHaveLength(2);
    const mine = myVirtualRunListSchema.parse((await eve.browser.get('/api/virtual-runs')).body);
    expect(mine.map((r) => [r.contest.slug, r.rank, r.of, r.solved])).toEqual([
      [past.slug, 1, 4, 0],
      [past.slug, 4, 4, 1],
    ]);
  });

  it('when the runner took part live, then their run’s board lists them once, as the run, among the others', async () => {
    const { db } = c.testApp.database;
    const start = new Date(Date.now() - (LENGTH_MINUTES + 20) * MINUTE_MS);
    const contest = await c.contest({
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + LENGTH_MINUTES * MINUTE_MS).toISOString(),
    });
    const runner = await c.user();
    const other = await judgedHistory(db).user('Zed');
    const end = new Date(start.getTime() + LENGTH_MINUTES * MINUTE_MS);
    await db.insert(contestParticipations).values([
      { contestId: contest._id, userId: runner.id, startAt: start, endAt: end },
      { contestId: contest._id, userId: other, startAt: start, endAt: end },
    ]);

    const run = virtualRunSchema.parse(
      (await runner.browser.post(`/api/contests/${contest._id}/virtual`, {})).body,
    );
    const detail = virtualRunDetailSchema.parse(
      (await runner.browser.get(`/api/contests/${contest._id}/virtual/${run._id}`)).body,
    );
    const mine = myVirtualRunListSchema.parse((await runner.browser.get('/api/virtual-runs')).body);

    expect(detail.board.total).toBe(2);
    expect(detail.board.rows.map((r) => [r.user?._id, r.virtual])).toEqual(
      expect.arrayContaining([
        [runner.id, true],
        [other, false],
      ]),
    );
    expect(detail.board.rows).toHaveLength(2);
    expect(mine.find((r) => r._id === run._id)).toMatchObject({ of: 2 });
  });

  it('when another user asks for, or submits to, someone’s run, then it is not found', async () => {
    const owner = await c.user();
    const other = await c.user();
    const run = virtualRunSchema.parse(
      (await owner.browser.post(`/api/contests/${past._id}/virtual`, {})).body,
    );

    const read = await other.browser.get(`/api/contests/${past._id}/virtual/${run._id}`);
    const write = await other.browser.post(`/api/contests/${past._id}/virtual/${run._id}/submit/A`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    const list = virtualRunListSchema.parse(
      (await other.browser.get(`/api/contests/${past._id}/virtual`)).body,
    );

    expect(read.status).toBe(404);
    expect(write.status).toBe(404);
    expect(list).toEqual([]);
    expect(
      (await c.testApp.database.db.select().from(contests).where(eq(contests.id, past._id))).length,
    ).toBe(1);
  });
});
