import { describe, expect, it } from 'vitest';
import { createSessionRefresher } from '@/lib/session-refresh';
import { sharedBrowser } from '@/testing/shared-tabs';

describe('session refresher', () => {
  it('when one tab asks for a refresh several times at once, then one refresh is made and all share it', async () => {
    let posts = 0;
    const refresher = createSessionRefresher(() => Promise.resolve((posts += 1) > 0));

    const outcomes = await Promise.all([refresher.refresh(), refresher.refresh(), refresher.refresh()]);

    expect(outcomes).toEqual([true, true, true]);
    expect(posts).toBe(1);
  });

  it('when two tabs’ timers fire together, then one tab refreshes and the other takes its outcome', async () => {
    const browser = sharedBrowser();
    let posts = 0;
    const post = () =>
      new Promise<boolean>((resolve) =>
        setTimeout(() => {
          resolve((posts += 1) > 0);
        }, 20),
      );
    const first = createSessionRefresher(post, browser.tab());
    const second = createSessionRefresher(post, browser.tab());

    const outcomes = await Promise.all([first.refresh(), second.refresh()]);

    expect(outcomes).toEqual([true, true]);
    expect(posts).toBe(1);
  });

  it('when the news of a renewal reaches the other tab after the lock would, then holding the lock a moment still makes one refresh', async () => {
    const slowChannel = () => {
      const browser = sharedBrowser({ deliveryMs: 30 });
      let posts = 0;
      const post = () => Promise.resolve((posts += 1) > 0);
      return { browser, post, posts: () => posts };
    };
    const held = slowChannel();
    const heldOutcomes = await Promise.all([
      createSessionRefresher(held.post, { ...held.browser.tab(), settleMs: 100 }).refresh(),
      createSessionRefresher(held.post, { ...held.browser.tab(), settleMs: 100 }).refresh(),
    ]);
    const unheld = slowChannel();
    await Promise.all([
      createSessionRefresher(unheld.post, unheld.browser.tab()).refresh(),
      createSessionRefresher(unheld.post, unheld.browser.tab()).refresh(),
    ]);

    expect(heldOutcomes).toEqual([true, true]);
    expect(held.posts()).toBe(1);
    expect(unheld.posts()).toBe(2);
  });

  it('when another tab renewed the session a moment before this tab asked, then this tab takes that renewal', async () => {
    const browser = sharedBrowser();
    let posts = 0;
    let now = 1_000;
    const post = () => Promise.resolve((posts += 1) > 0);
    const first = createSessionRefresher(post, { ...browser.tab(), clock: () => now });
    const second = createSessionRefresher(post, { ...browser.tab(), clock: () => now });

    await first.refresh();
    now += 100;
    const outcome = await second.refresh();

    expect(outcome).toBe(true);
    expect(posts).toBe(1);
  });

  it('when the last renewal failed, then a refresh asked after it tries again', async () => {
    const browser = sharedBrowser();
    const answers = [false, true];
    let now = 1_000;
    const post = () => Promise.resolve(answers.shift() ?? false);
    const first = createSessionRefresher(post, { ...browser.tab(), clock: () => now });
    const second = createSessionRefresher(post, { ...browser.tab(), clock: () => now });

    expect(await first.refresh()).toBe(false);
    now += 50;

    expect(await second.refresh()).toBe(true);
  });

  it('when a later refresh is asked after the shared one finished, then a new refresh is made', async () => {
    const browser = sharedBrowser();
    let posts = 0;
    let now = 1_000;
    const post = () => Promise.resolve((posts += 1) > 0);
    const first = createSessionRefresher(post, { ...browser.tab(), clock: () => now });
    const second = createSessionRefresher(post, { ...browser.tab(), clock: () => now });

    await first.refresh();
    now += 60_000;
    await second.refresh();

    expect(posts).toBe(2);
  });
});
