import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardResponseSchema } from '@codecourt/contracts';
import { userStats, users } from '../../../db/schema/index.js';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { waitFor } from '../../../testing/wait-for.js';

let t: TestApp;
let visitor: TestBrowser;
let history: ReturnType<typeof judgedHistory>;
const ids: Record<string, string> = {};
const problemIds: string[] = [];

const DAY = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
  visitor = await openBrowser(t.app);
  history = judgedHistory(t.database.db);
  for (let i = 0; i < 3; i++) problemIds.push(await history.problem('easy'));
  ids.Leader = await history.user('Leader');
  ids.Chaser = await history.user('Chaser');
  for (const problem of problemIds.slice(0, 2))
    await history.judged(ids.Leader, problem, 'Accepted', utcAt(DAY, 0, '09:00:00'));
  await history.judged(ids.Chaser, problemIds[0] ?? '', 'Accepted', utcAt(DAY, 0, '10:00:00'));
  // A page is only kept once the feed is live, and a rebuild owed to this setup must not land while a case
  // changes a row unnoticed (the page would then lose that user).
  await changeFeedCaughtUp(t.database);
});
afterAll(async () => {
  await t.close();
});

const names = async () => {
  const res = await visitor.get('/api/stats/leaderboard');
  expect(res.status).toBe(200);
  return leaderboardResponseSchema.parse(res.body).map((row) => row.userId.firstName);
};

/** Changes a stats row behind the triggers' back (as no real write can), so only a cached page still hides it. */
async function writeUnnoticed(userId: string, totalSolved: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(userStats).set({ totalSolved }).where(eq(userStats.userId, userId));
  });
}

describe('cached leaderboard pages', () => {
  it('when a page is read again without a stats change, then the same serialised page answers, with its ETag', async () => {
    const first = await visitor.get('/api/stats/leaderboard');
    await writeUnnoticed(ids.Chaser ?? '', 9);
    const again = await visitor.get('/api/stats/leaderboard');

    expect(leaderboardResponseSchema.parse(first.body).map((row) => row.userId.firstName)).toEqual([
      'Leader',
      'Chaser',
    ]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    await writeUnnoticed(ids.Chaser ?? '', 1);
  });

  it('when a user solves enough to overtake, then the next read shows the new order', async () => {
    expect(await names()).toEqual(['Leader', 'Chaser']);

    for (const problem of problemIds.slice(1))
      await history.judged(ids.Chaser ?? '', problem, 'Accepted', utcAt(DAY, 0, '11:00:00'));

    // A server delivers the notification on its own connection: allow it a moment to arrive.
    const order = await waitFor(async () => {
      const now = await names();
      return now[0] === 'Chaser' ? now : undefined;
    }, 'the overtaking solve on the leaderboard');
    expect(order).toEqual(['Chaser', 'Leader']);
  });

  it('when a user on the page renames themselves, then the page shows the new name', async () => {
    await names();

    await t.database.db
      .update(users)
      .set({ firstName: 'Renamed' })
      .where(eq(users.id, ids.Leader ?? ''));

    const renamed = await waitFor(async () => {
      const now = await names();
      return now.includes('Renamed') ? now : undefined;
    }, 'the renamed user on the leaderboard');
    expect(renamed).toEqual(['Chaser', 'Renamed']);
  });
});
