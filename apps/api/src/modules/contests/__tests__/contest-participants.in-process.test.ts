// An organiser's actions on one registration (issue #36 item 2) through the real app, the in-process judge
// and the database: an admin moves a participant to another category, or removes them before the contest
// ends. Every board hears it: the app's own, a stream reader's, and a second instance's board store, which
// learns of it only through the change feed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_EVENTS,
  CONTEST_MESSAGES as M,
  contestDetailSchema,
  participantUpdateResponseSchema,
  scoreboardRowsEventSchema,
  scoreboardSchema,
  teamSchema,
} from '@codecourt/contracts';
import type { Scoreboard } from '@codecourt/contracts';
import { contests, submissions } from '../../../db/schema/index.js';
import { openEventStream } from '../../../testing/event-stream-client.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import { otherInstanceBoard, useContestServer } from './contest-app.js';
import type { ContestApp } from './contest-app.js';

type Person = { browser: TestBrowser; id: string };

const server = useContestServer();
let c: ContestApp;
beforeAll(() => {
  c = server.app;
});

const CATEGORIES = ['Students', 'Open'];
const participant = (contestId: string, userId: string) =>
  `/api/contests/${contestId}/participants/${userId}`;
const move = (who: TestBrowser, contestId: string, userId: string, body: unknown) =>
  who.send('patch', participant(contestId, userId), { body });
const remove = (who: TestBrowser, contestId: string, userId: string) =>
  who.send('delete', participant(contestId, userId));
const register = (who: Person, contestId: string, body: Record<string, unknown> = {}) =>
  who.browser.post(`/api/contests/${contestId}/register`, body);
const boardOf = async (who: TestBrowser, contestId: string, query = ''): Promise<Scoreboard> =>
  scoreboardSchema.parse((await who.get(`/api/contests/${contestId}/scoreboard${query}`)).body);
const rowIds = (board: Scoreboard) => board.rows.map((row) => row.team?._id ?? row.user?._id).sort();

async function people(count: number): Promise<Person[]> {
  const made: Person[] = [];
  for (let i = 0; i < count; i++) made.push(await c.user());
  return made;
}

describe('changing a participant’s category', () => {
  it('when an admin moves a participant, then the board and its category filter show it at once, and a stream reader gets the row', async () => {
    const contest = await c.contest({ categories: CATEGORIES });
    const [ada, bob] = (await people(2)) as [Person, Person];
    expect((await register(ada, contest._id, { category: 'Students' })).status).toBe(200);
    expect((await register(bob, contest._id, { category: 'Open' })).status).toBe(200);
    expect((await boardOf(bob.browser, contest._id, '?category=Students')).total).toBe(1);
    const stream = await openEventStream(
      server.baseUrl,
      bob.browser,
      `/api/contests/${contest._id}/scoreboard/events`,
    );
    try {
      const moved = await move(c.admin, contest._id, ada.id, { category: 'Open' });

      expect(moved.status).toBe(200);
      expect(participantUpdateResponseSchema.parse(moved.body)).toEqual({ userId: ada.id, category: 'Open' });
      const whole = await boardOf(bob.browser, contest._id);
      expect(whole.rows.find((row) => row.user?._id === ada.id)?.category).toBe('Open');
      expect(rowIds(await boardOf(bob.browser, contest._id, '?category=Open'))).toEqual(
        [ada.id, bob.id].sort(),
      );
      expect((await boardOf(bob.browser, contest._id, '?category=Students')).total).toBe(0);
      const mine = contestDetailSchema.parse((await ada.browser.get(`/api/contests/${contest._id}`)).body);
      expect(mine.participation?.category).toBe('Open');
      await waitFor(
        () =>
          Promise.resolve(
            stream.events.some(
              (e) =>
                e.event === CONTEST_EVENTS.rows &&
                scoreboardRowsEventSchema
                  .parse(e.data)
                  .rows.some((row) => row.user?._id === ada.id && row.category === 'Open'),
            )
              ? true
              : undefined,
          ),
        'Ada’s row in Open on Bob’s stream',
      );
    } finally {
      stream.close();
    }
  });

  it('when the category is unknown or missing, the user not registered, or the caller not an admin, then it is refused and nothing moves', async () => {
    const contest = await c.contest({ categories: CATEGORIES });
    const [ada, stranger] = (await people(2)) as [Person, Person];
    expect((await register(ada, contest._id, { category: 'Students' })).status).toBe(200);

    const unknown = await move(c.admin, contest._id, ada.id, { category: 'Alumni' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: M.categoryUnknown });
    const missing = await move(c.admin, contest._id, ada.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: M.categoryRequired });
    for (const userId of [stranger.id, randomUUID(), 'not-a-user']) {
      const absent = await move(c.admin, contest._id, userId, { category: 'Open' });
      expect(absent.status).toBe(404);
      expect(absent.body).toEqual({ error: M.participantNotFound });
    }
    expect((await move(ada.browser, contest._id, ada.id, { category: 'Open' })).status).toBe(403);
    const anonymous = await openBrowser(c.testApp.app);
    expect((await move(anonymous, contest._id, ada.id, { category: 'Open' })).status).toBe(401);
    const noContest = await move(c.admin, randomUUID(), ada.id, { category: 'Open' });
    expect(noContest.status).toBe(404);
    expect(noContest.body).toEqual({ error: M.contestNotFound });

    const board = await boardOf(c.admin, contest._id);
    expect(board.rows.map((row) => row.category)).toEqual(['Students']);
  });
});

describe('removing a participant', () => {
  it('when an admin removes a participant during the contest, then the row leaves every board, the submission stays stored, and they may register again', async () => {
    const contest = await c.contest();
    const [ada, bob, cy] = (await people(3)) as [Person, Person, Person];
    for (const who of [ada, bob, cy]) expect((await register(who, contest._id)).status).toBe(200);
    const solved = await ada.browser.post(`/api/contests/${contest._id}/submit/A`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(solved.body).toMatchObject({ accepted: true });
    const secondBoard = otherInstanceBoard(c);
    expect(rowIds(await secondBoard(contest._id))).toEqual([ada.id, bob.id, cy.id].sort());
    const stream = await openEventStream(
      server.baseUrl,
      cy.browser,
      `/api/contests/${contest._id}/scoreboard/events`,
    );
    try {
      expect((await remove(bob.browser, contest._id, ada.id)).status).toBe(403);
      const removed = await remove(c.admin, contest._id, ada.id);

      expect(removed.status).toBe(204);
      const board = await boardOf(cy.browser, contest._id);
      expect(rowIds(board)).toEqual([bob.id, cy.id].sort());
      expect(board.total).toBe(2);
      // Ada's first solve went with her row.
      expect(board.rows.flatMap((row) => row.problems).some((cell) => cell.solved || cell.first)).toBe(false);
      await waitFor(
        async () => (rowIds(await secondBoard(contest._id)).includes(ada.id) ? undefined : true),
        'the second instance’s board without Ada',
      );
      await waitFor(
        () => Promise.resolve(stream.events.some((e) => e.event === CONTEST_EVENTS.board) ? true : undefined),
        'a board event on Cy’s stream',
      );
    } finally {
      stream.close();
    }
    const [kept] = await c.testApp.database.db
      .select({ verdict: submissions.verdict })
      .from(submissions)
      .where(eq(submissions.id, (solved.body as { _id: string })._id));
    expect(kept?.verdict).toBe('Accepted');
    const again = await remove(c.admin, contest._id, ada.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: M.participantNotFound });
    expect(
      contestDetailSchema.parse((await ada.browser.get(`/api/contests/${contest._id}`)).body),
    ).toMatchObject({ registered: false, participation: null, participants: 2 });

    // Registration is still open: Ada comes back, on a fresh row where her old solve counts for nothing.
    expect((await register(ada, contest._id)).status).toBe(200);
    const back = (await boardOf(cy.browser, contest._id)).rows.find((row) => row.user?._id === ada.id);
    expect(back).toMatchObject({ solved: 0, score: 0 });
  });

  it('when the contest has ended, then removing answers 409 and the row stays', async () => {
    const contest = await c.contest();
    const [ada] = (await people(1)) as [Person];
    expect((await register(ada, contest._id)).status).toBe(200);
    await c.testApp.database.db
      .update(contests)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(contests.id, contest._id));

    const refused = await remove(c.admin, contest._id, ada.id);

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: M.removeAfterEnd });
    expect(rowIds(await boardOf(c.admin, contest._id))).toEqual([ada.id]);
  });

  it('when the participant was disqualified, then removing answers 409 and the disqualification stands', async () => {
    const contest = await c.contest();
    const [ada] = (await people(1)) as [Person];
    expect((await register(ada, contest._id)).status).toBe(200);
    const disqualified = await c.admin.post(`/api/integrity/contests/${contest._id}/disqualifications`, {
      userId: ada.id,
      reason: 'Shared code',
    });
    expect(disqualified.status).toBe(200);

    const refused = await remove(c.admin, contest._id, ada.id);

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: M.removeDisqualified });
    const mine = await ada.browser.get(`/api/integrity/contests/${contest._id}/disqualification`);
    expect(mine.body).toMatchObject({ disqualification: { reason: 'Shared code' } });
  });
});

describe('a team contest', () => {
  it('when an admin names any member, then the team’s registration moves and then goes', async () => {
    const contest = await c.contest({ teamSize: 2, categories: CATEGORIES });
    const [ada, bob, cy] = (await people(3)) as [Person, Person, Person];
    const created = await ada.browser.post('/api/teams', { name: `Team ${randomUUID().slice(0, 8)}` });
    expect(created.status).toBe(201);
    const team = teamSchema.parse(created.body);
    const joined = await bob.browser.post(`/api/teams/${team._id}/join`, { inviteCode: team.inviteCode });
    expect(joined.status).toBe(200);
    const loner = teamSchema.parse(
      (await cy.browser.post('/api/teams', { name: `Solo ${cy.id.slice(0, 8)}` })).body,
    );
    expect((await register(ada, contest._id, { teamId: team._id, category: 'Students' })).status).toBe(200);
    expect((await register(cy, contest._id, { teamId: loner._id, category: 'Open' })).status).toBe(200);

    // Bob did not register the team, but he is in it.
    const moved = await move(c.admin, contest._id, bob.id, { category: 'Open' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ userId: bob.id, category: 'Open' });
    const open = await boardOf(cy.browser, contest._id, '?category=Open');
    expect(rowIds(open)).toEqual([team._id, loner._id].sort());

    expect((await remove(c.admin, contest._id, bob.id)).status).toBe(204);
    expect(rowIds(await boardOf(cy.browser, contest._id))).toEqual([loner._id]);
    const adas = contestDetailSchema.parse((await ada.browser.get(`/api/contests/${contest._id}`)).body);
    expect(adas.participation).toBeNull();
  });

  it('when an admin names a team by its own id, as its board row does, then it moves and is disqualified; a team id never passes for a person', async () => {
    const contest = await c.contest({ teamSize: 2, categories: CATEGORIES });
    const individual = await c.contest({ categories: CATEGORIES });
    const [ada, bob] = (await people(2)) as [Person, Person];
    const team = teamSchema.parse(
      (await ada.browser.post('/api/teams', { name: `Team ${randomUUID().slice(0, 8)}` })).body,
    );
    expect((await register(ada, contest._id, { teamId: team._id, category: 'Students' })).status).toBe(200);
    expect((await register(bob, individual._id, { category: 'Students' })).status).toBe(200);

    expect((await move(c.admin, contest._id, team._id, { category: 'Open' })).status).toBe(200);
    expect((await boardOf(c.admin, contest._id)).rows[0]).toMatchObject({ category: 'Open' });
    const disqualified = await c.admin.post(`/api/integrity/contests/${contest._id}/disqualifications`, {
      userId: team._id,
      reason: 'Two laptops',
    });
    expect(disqualified.status).toBe(200);
    expect(rowIds(await boardOf(c.admin, contest._id))).toEqual([]);
    const mine = await ada.browser.get(`/api/integrity/contests/${contest._id}/disqualification`);
    expect(mine.body).toMatchObject({ disqualification: { reason: 'Two laptops' } });

    // The team's id names nobody in an individual contest, nor on a person's own reads.
    expect((await move(c.admin, individual._id, team._id, { category: 'Open' })).status).toBe(404);
    const detail = contestDetailSchema.parse((await ada.browser.get(`/api/contests/${individual._id}`)).body);
    expect(detail.registered).toBe(false);
  });
});
