// Issue #34 item 2: during a freeze no non-admin answer changes because of a frozen Accepted. The
// derived counters, read before and after a participant's frozen solve: the stats and profile counters,
// the leaderboard, notifications (list and live count), and the Contest API for a non-admin token.
import { beforeAll, describe, expect, it } from 'vitest';
import { createdPersonalTokenSchema } from '@codecourt/contracts';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { openEventStream } from '../../../testing/event-stream-client.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { minutesFromNow, useContestServer } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';

const contestServer = useContestServer();
let c: ContestApp;
beforeAll(() => {
  c = contestServer.app;
});

type Read = { status: number; body: unknown };
const read = async (browser: TestBrowser, path: string, headers: Record<string, string> = {}) => {
  const res = await browser.get(path, { headers });
  return { status: res.status, body: res.body as unknown } satisfies Read;
};

describe('derived counters during a freeze', () => {
  it('when a participant is accepted during the freeze, then no stats, profile, leaderboard, notification or Contest API answer moves for others or the solver’s public figures', async () => {
    const body = {
      title: 'Counters frozen',
      format: 'icpc' as const,
      startAt: minutesFromNow(-30),
      endAt: minutesFromNow(60),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    };
    const contest = await c.contest(body);
    const [bob, carol] = [await c.user(), await c.user()];
    for (const u of [bob, carol])
      expect((await u.browser.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);
    const frozen = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...body, freezeAt: new Date().toISOString() },
    });
    expect(frozen.body).toMatchObject({ frozen: true });
    const token = createdPersonalTokenSchema.parse(
      (await carol.browser.post('/api/tokens', { name: 'icpc tools' })).body,
    ).token;
    const anonymous = await openBrowser(c.testApp.app);
    const bearer = { Authorization: `Bearer ${token}` };
    const reads: [string, () => Promise<Read>][] = [
      ['leaderboard (visitor)', () => read(anonymous, '/api/stats/leaderboard')],
      ['leaderboard (participant)', () => read(carol.browser, '/api/stats/leaderboard')],
      ['solver’s stats', () => read(bob.browser, '/api/stats/my-stats')],
      ['solver’s activity', () => read(bob.browser, '/api/stats/activity')],
      ['solver’s profile check', () => read(bob.browser, '/api/user/check')],
      ['participant’s stats', () => read(carol.browser, '/api/stats/my-stats')],
      ['participant’s notifications', () => read(carol.browser, '/api/notifications')],
      ['solver’s notifications', () => read(bob.browser, '/api/notifications')],
      [
        'CCS scoreboard (token)',
        () => read(anonymous, `/api/ccs/contests/${contest._id}/scoreboard`, bearer),
      ],
      ['CCS state (token)', () => read(anonymous, `/api/ccs/contests/${contest._id}/state`, bearer)],
    ];
    const readAll = async () => {
      const out = new Map<string, string>();
      for (const [name, get] of reads) out.set(name, JSON.stringify(await get()));
      return out;
    };
    const unread = await openEventStream(contestServer.baseUrl, carol.browser, '/api/notifications/events');
    const before = await readAll();

    const solved = await bob.browser.post(`/api/contests/${contest._id}/submit/A`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(solved.body).toMatchObject({ verdict: 'Accepted' });
    const after = await readAll();
    unread.close();

    const moved = [...before].filter(([name, text]) => after.get(name) !== text).map(([name]) => name);
    expect(moved).toEqual([]);
    // The reads answered something: a 403 for the token is the Contest API's rule for non-admins.
    expect(JSON.parse(before.get('CCS scoreboard (token)') ?? '{}')).toMatchObject({ status: 403 });
    expect(JSON.parse(before.get('leaderboard (visitor)') ?? '{}')).toMatchObject({ status: 200 });
    // The live unread count never changed either: what it sent at once is all it sent.
    const counts = unread.events.map((e) => JSON.stringify(e.data));
    expect(new Set(counts).size).toBeLessThanOrEqual(1);
    // The unfreeze reveals it: the same reads now count the solve, once the cached pages have heard of the
    // commit (the change feed delivers it after the unfreeze answers).
    expect((await c.admin.post(`/api/contests/${contest._id}/unfreeze`)).status).toBe(200);
    await changeFeedCaughtUp(c.testApp.database);
    const revealed = await readAll();
    for (const name of ['leaderboard (visitor)', 'solver’s stats', 'solver’s activity'])
      expect(revealed.get(name)).not.toBe(before.get(name));
  });
});
