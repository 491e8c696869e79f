import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyProblemSchema } from '@codecourt/contracts';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

const BASE = '2031-03-10';
let now = utcAt(BASE, 0, '23:59:59');
let t: TestApp;
let history: ReturnType<typeof judgedHistory>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  history = judgedHistory(t.database.db);
  for (let i = 0; i < 5; i++) await history.problem();
});
afterAll(async () => {
  await t.close();
});

const daily = async (browser: TestBrowser) => {
  const res = await browser.get('/api/daily');
  expect(res.status).toBe(200);
  return dailyProblemSchema.parse(res.body);
};

describe('GET /api/daily', () => {
  it('when two users and a visitor ask on the same UTC day, then all get the same problem, and a new one after midnight UTC', async () => {
    now = utcAt(BASE, 0, '00:00:00');
    const { browser: ada } = await signedInBrowser(t.app);
    const { browser: bob } = await signedInBrowser(t.app);
    const visitor = await openBrowser(t.app);

    const morning = await daily(ada);
    now = utcAt(BASE, 0, '23:59:59');
    const evening = await daily(bob);
    const seen = await daily(visitor);
    now = utcAt(BASE, 1, '00:00:00');
    const tomorrow = await daily(ada);

    expect(morning.date).toBe(BASE);
    expect(evening.problem).toEqual(morning.problem);
    expect(seen).toMatchObject({ problem: morning.problem, solved: null, dailyStreak: null });
    expect(tomorrow.date).toBe('2031-03-11');
    expect(tomorrow.problem._id).not.toBe(morning.problem._id);
  });

  it('when a problem is added after the day’s choice, then the day keeps its problem', async () => {
    now = utcAt(BASE, 2);
    const { browser } = await signedInBrowser(t.app);
    const before = await daily(browser);

    for (let i = 0; i < 3; i++) await history.problem();

    expect((await daily(browser)).problem).toEqual(before.problem);
  });

  it('when days go by, then no problem comes back while fresh ones remain', async () => {
    const { browser } = await signedInBrowser(t.app);
    const chosen: string[] = [];
    // 8 problems by now; days 0 to 2 are already chosen, so days 3 to 7 take the 5 left.
    for (let day = 0; day < 8; day++) {
      now = utcAt(BASE, day);
      chosen.push((await daily(browser)).problem._id);
    }

    expect(new Set(chosen).size).toBe(8);
  });

  it('when the daily problem is solved on its day for consecutive days, then the daily streak counts them, and a late solve does not', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const dayOf = async (day: number) => {
      now = utcAt(BASE, day);
      return (await daily(browser)).problem._id;
    };
    // Day 3: solved the next day only (does not count); days 4, 5, 6: solved on their day.
    await history.judged(user._id, await dayOf(3), 'Accepted', utcAt(BASE, 4, '00:00:01'));
    await history.judged(user._id, await dayOf(4), 'Wrong Answer', utcAt(BASE, 4, '08:00:00'));
    await history.judged(user._id, await dayOf(4), 'Accepted', utcAt(BASE, 4, '23:59:59'));
    await history.judged(user._id, await dayOf(5), 'Accepted', utcAt(BASE, 5, '00:00:00'));
    await history.judged(user._id, await dayOf(6), 'Accepted', utcAt(BASE, 6, '10:00:00'));

    now = utcAt(BASE, 6, '11:00:00');
    expect(await daily(browser)).toMatchObject({ solved: true, dailyStreak: 3 });
    now = utcAt(BASE, 7, '11:00:00');
    expect(await daily(browser)).toMatchObject({ solved: false, dailyStreak: 3 });
    now = utcAt(BASE, 8, '00:00:00');
    expect(await daily(browser)).toMatchObject({ solved: false, dailyStreak: 0 });
  });
});
