// The reveal (issue #36 item 3): after the contest an admin reveals the frozen board step by step in the ICPC
// resolver's order (the lowest-placed row's leftmost hidden cell first); the public board at step k shows
// exactly the first k hidden cells, spectators' streams hear of every step, and the last step lifts the
// freeze with the final board's awards.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_EVENTS,
  CONTEST_MESSAGES as M,
  revealStateSchema,
  scoreboardSchema,
  VIRTUAL_RUN_MESSAGES,
} from '@codecourt/contracts';
import type { ContestInput, Scoreboard, ScoreboardRow } from '@codecourt/contracts';
import { openEventStream } from '../../../testing/event-stream-client.js';
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

const submit = (browser: TestBrowser, contestId: string, label: string, code = ADD_TWO.python) =>
  browser.post(`/api/contests/${contestId}/submit/${label}`, { code, language: 'python' });
const boardOf = async (browser: TestBrowser, contestId: string, view = 'public') =>
  scoreboardSchema.parse((await browser.get(`/api/contests/${contestId}/scoreboard?view=${view}`)).body);
const rowOf = (board: Scoreboard, userId: string) => board.rows.find((r) => r.user?._id === userId);
const cellOf = (row: ScoreboardRow | undefined, label: string) =>
  row?.problems.find((p) => p.label === label);
/** What a cell shows: solved, hidden (pending) or neither. */
const shownAs = (board: Scoreboard, userId: string, label: string) => {
  const cell = cellOf(rowOf(board, userId), label);
  return cell?.solved ? 'solved' : (cell?.pending ?? 0) > 0 ? 'hidden' : 'unsolved';
};

describe('the reveal of a frozen board', () => {
  it('when the admin steps through it, then each step shows one more hidden cell in the resolver’s order, spectators hear of it and the last step lifts the freeze', async () => {
    const body: ContestInput = {
      title: 'Reveal final',
      slug: 'reveal-final',
      format: 'icpc',
      startAt: minutesFromNow(-30),
      endAt: minutesFromNow(60),
      freezeAt: minutesFromNow(30),
      medals: { gold: 1, silver: 0, bronze: 0 },
      problems: [
        { label: 'A', problemId: c.problemIds[0] },
        { label: 'B', problemId: c.problemIds[1] },
      ],
    };
    const contest = await c.contest(body);
    const [ada, bob, carol] = [await c.user(), await c.user(), await c.user()];
    for (const u of [ada, bob, carol]) await u.browser.post(`/api/contests/${contest._id}/register`, {});
    // Ada solves A before the freeze; during it Ada solves B, Bob solves A and Carol fails A.
    expect((await submit(ada.browser, contest._id, 'A')).body).toMatchObject({ accepted: true });
    const freezeAt = new Date().toISOString();
    await c.admin.send('put', `/api/contests/${contest._id}`, { body: { ...body, freezeAt } });
    expect((await submit(ada.browser, contest._id, 'B')).body).toMatchObject({ accepted: true });
    expect((await submit(bob.browser, contest._id, 'A')).body).toMatchObject({ accepted: true });
    expect((await submit(carol.browser, contest._id, 'A', ADD_TWO.wrongOnSample)).body).toMatchObject({
      accepted: false,
    });

    const reveal = (step: unknown, as: TestBrowser = c.admin) =>
      as.post(`/api/contests/${contest._id}/reveal`, { step });
    // Not before the end.
    const early = await reveal(0);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: M.revealBeforeEnd });

    // The contest ends (a moment after the last try), its board still frozen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...body, freezeAt, endAt: new Date(Date.now() - 10).toISOString() },
    });
    const anonymous = await openBrowser(c.testApp.app);
    const frozen = await boardOf(anonymous, contest._id);
    expect(frozen).toMatchObject({ frozen: true });
    expect(frozen.reveal).toBeUndefined();
    expect(frozen.rows.every((row) => row.medal === undefined)).toBe(true);
    // Bob and Carol tie on the frozen board (nothing solved): the lower of them is revealed first.
    const last = frozen.rows[2]?.user?._id ?? '';
    const other = last === bob.id ? carol.id : bob.id;
    expect([last, other].sort()).toEqual([bob.id, carol.id].sort());

    // The replay and a virtual run's field are the jury's truth: not while the board is frozen.
    for (const read of [
      () => anonymous.get(`/api/contests/${contest._id}/replay?at=3600`),
      () => carol.browser.post(`/api/contests/${contest._id}/virtual`, {}),
    ]) {
      const refused = await read();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: VIRTUAL_RUN_MESSAGES.stillFrozen });
    }

    expect((await reveal(0, carol.browser)).status).toBe(403);
    expect((await reveal(-1)).status).toBe(400);
    const tooFar = await reveal(4);
    expect(tooFar.status).toBe(400);
    expect(tooFar.body).toMatchObject({ error: M.revealStepInvalid });

    const stream = await openEventStream(
      contestServer.baseUrl,
      anonymous,
      `/api/contests/${contest._id}/scoreboard/events`,
    );
    const boardEvents = () => stream.events.filter((e) => e.event === CONTEST_EVENTS.board).length;

    // Step 0: the ceremony begins; nothing is shown yet, the next cell is the bottom row's A.
    expect(revealStateSchema.parse((await reveal(0)).body)).toEqual({
      step: 0,
      steps: 3,
      next: { rowId: last, label: 'A' },
      done: false,
    });
    const atStart = await boardOf(anonymous, contest._id);
    expect(atStart.reveal).toEqual({ step: 0, steps: 3, next: { rowId: last, label: 'A' }, done: false });
    expect([
      shownAs(atStart, ada.id, 'B'),
      shownAs(atStart, bob.id, 'A'),
      shownAs(atStart, carol.id, 'A'),
    ]).toEqual(['hidden', 'hidden', 'hidden']);

    // Step 1: only the bottom row's A is shown; every other hidden cell stays hidden.
    const first = revealStateSchema.parse((await reveal(1)).body);
    expect(first.step).toBe(1);
    await waitFor(() => Promise.resolve(boardEvents() >= 2 ? true : undefined), 'a board event per step');
    const one = await boardOf(anonymous, contest._id);
    expect(shownAs(one, last, 'A')).toBe(last === bob.id ? 'solved' : 'unsolved');
    expect(shownAs(one, other, 'A')).toBe('hidden');
    expect(shownAs(one, ada.id, 'B')).toBe('hidden');
    expect(one.rows.every((row) => row.medal === undefined)).toBe(true);
    // The next cell follows the board as shown: if Bob climbed, Carol is now the bottom row.
    expect(first.next).toEqual({ rowId: other, label: 'A' });
    expect(one.reveal).toEqual(first);

    // Step 2, then one back: the cell is hidden again.
    expect(revealStateSchema.parse((await reveal(2)).body).next).toEqual({ rowId: ada.id, label: 'B' });
    expect(shownAs(await boardOf(anonymous, contest._id), other, 'A')).not.toBe('hidden');
    expect(revealStateSchema.parse((await reveal(1)).body)).toEqual(first);
    expect(shownAs(await boardOf(anonymous, contest._id), other, 'A')).toBe('hidden');
    // The jury's board was the truth all along.
    expect(shownAs(await boardOf(c.admin, contest._id, 'jury'), ada.id, 'B')).toBe('solved');

    // The last step lifts the freeze: the final board, its medal and awards.
    await reveal(2);
    expect((await reveal(3)).body).toEqual({ step: 3, steps: 3, next: null, done: true });
    const final = await boardOf(anonymous, contest._id);
    expect(final.frozen).toBe(false);
    expect(final.reveal).toBeUndefined();
    expect(rowOf(final, ada.id)).toMatchObject({ rank: 1, solved: 2, medal: 'gold' });
    expect(shownAs(final, bob.id, 'A')).toBe('solved');
    expect(final.awards?.find((a) => a.id === 'winner')?.holders).toEqual([ada.id]);
    expect((await anonymous.get(`/api/contests/${contest._id}/replay?at=3600`)).status).toBe(200);
    // Once lifted, there is nothing left to reveal.
    expect((await reveal(0)).status).toBe(409);
    await waitFor(() => Promise.resolve(boardEvents() >= 6 ? true : undefined), 'every step heard');
    stream.close();
  });
});
