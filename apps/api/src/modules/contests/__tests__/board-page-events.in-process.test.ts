// Contest day at scale (issue #39): one solve that moves more rows than a `rows` event lists must not send
// every open board back to the API. A stream that named its page gets that page whole, then its viewer's own
// row when it changed; a stream that shows no board (the contest page) is told nothing.
import { describe, expect, it } from 'vitest';
import {
  CONTEST_EVENTS,
  CONTEST_MESSAGES as M,
  scoreboardRowsEventSchema,
  scoreboardSchema,
} from '@codecourt/contracts';
import type { ScoreboardRowsEvent } from '@codecourt/contracts';
import { contestParticipations, users } from '../../../db/schema/index.js';
import { openEventStream } from '../../../testing/event-stream-client.js';
import type { EventStream } from '../../../testing/event-stream-client.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import { useContestServer } from './contest-app.js';

const server = useContestServer();
/** More than the rows one `rows` event lists (board-store.ts ROWS_EVENT_MAX). */
const CROWD = 240;
const PAGE = 2;

const rowsEvents = (stream: EventStream): ScoreboardRowsEvent[] =>
  stream.events
    .filter((e) => e.event === CONTEST_EVENTS.rows)
    .map((e) => scoreboardRowsEventSchema.parse(e.data));

describe('a solve that moves the whole board', () => {
  it('when everyone tied drops a place, then a board stream gets its page whole and its own row, and nobody is told to fetch', async () => {
    const c = server.app;
    const contest = await c.contest();
    const { db } = c.testApp.database;
    const crowd = await db
      .insert(users)
      .values(
        Array.from({ length: CROWD }, (_, i) => ({
          firstName: `Crowd ${String(i).padStart(3, '0')}`,
          emailId: `crowd-${contest._id}-${String(i)}@example.com`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(contestParticipations)
      .values(crowd.map(({ id }) => ({ contestId: contest._id, userId: id })));
    const [ada, cy] = [await c.user(), await c.user()];
    for (const who of [ada, cy])
      expect((await who.browser.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);
    const events = `/api/contests/${contest._id}/scoreboard/events`;
    const board = await openEventStream(server.baseUrl, cy.browser, `${events}?page=${String(PAGE)}`);
    const contestPage = await openEventStream(server.baseUrl, cy.browser, events);
    try {
      const solved = await ada.browser.post(`/api/contests/${contest._id}/submit/A`, {
        code: ADD_TWO.python,
        language: 'python',
      });
      expect(solved.body).toMatchObject({ accepted: true });

      const [page, mine] = await waitFor(() => {
        const received = rowsEvents(board);
        const whole = received.find((e) => e.page === PAGE);
        const own = received.find((e) => e.me !== undefined);
        return Promise.resolve(whole && own ? ([whole, own] as const) : undefined);
      }, 'the page whole and the viewer’s own row');
      // Everyone but Ada is second now: page two holds the next fifty of them, as a read of it does.
      expect(page.total).toBe(CROWD + 2);
      expect(page.rows).toHaveLength(50);
      expect(page.rows.every((row) => row.rank === 2)).toBe(true);
      const read = scoreboardSchema.parse(
        (await cy.browser.get(`/api/contests/${contest._id}/scoreboard?page=${String(PAGE)}`)).body,
      );
      expect(read.rows).toEqual(page.rows);
      expect(mine.rows).toEqual([]);
      expect(mine.me).toEqual(read.me);
      expect(mine.me).toMatchObject({ rank: 2, user: { _id: cy.id } });
      expect(board.events.some((e) => e.event === CONTEST_EVENTS.board)).toBe(false);
      // The contest page hears the small changes (Ada's pending try), never the big one, nor a fetch.
      expect(contestPage.events.some((e) => e.event === CONTEST_EVENTS.board)).toBe(false);
      expect(rowsEvents(contestPage).filter((e) => e.page !== undefined || e.me !== undefined)).toEqual([]);
      expect(rowsEvents(contestPage).every((e) => e.rows.length <= 1)).toBe(true);
    } finally {
      board.close();
      contestPage.close();
    }
  });

  it('when a stream names a category the contest lacks, then it is refused with the page’s words', async () => {
    const c = server.app;
    const contest = await c.contest({ categories: ['Students'] });
    const res = await c.admin.get(`/api/contests/${contest._id}/scoreboard/events?page=1&category=Nobody`);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: M.categoryUnknown });
  });
});
