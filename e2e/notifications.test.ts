import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const FLOW_TIMEOUT_MS = 120_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function member(firstName: string, width?: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl, { width });
  await registerAccount(context, uniqueAccount(firstName), { keepSession: true });
  return { context, page: await context.newPage() };
}

/**
 * The problem these discussions are posted on: one no other file posts on, so a file that opens the first
 * problem's empty discussion list (discussions.test.ts) finds it empty whichever shard and order it runs in.
 */
const PROBLEM_TITLE = 'Word Ladder';

/** The id of the problem this file's discussions are posted on. */
async function problemId(context: BrowserContext): Promise<string> {
  const problems = (await (await context.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const problem = problems.find((p) => p.title === PROBLEM_TITLE);
  if (!problem) throw new Error(`${PROBLEM_TITLE} is not in the library`);
  return problem._id;
}

/** A POST with the context's session and CSRF token, as the app would send it. */
async function post(context: BrowserContext, url: string, data: unknown): Promise<unknown> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(res.ok()).toBe(true);
  return res.json();
}

describe('notifications', () => {
  it(
    'when user B replies to user A’s discussion, then A’s bell counts it without a reload, lists it and marks it read',
    async () => {
      const { context: ada, page } = await member('Ada');
      const { context: bob } = await member('Bernard');
      const discussion = (await post(ada, '/api/discussions/create', {
        problemId: await problemId(ada),
        title: 'Sort first or hash map?',
        content: 'Which is faster here?',
      })) as { _id: string };
      await page.goto('/problems');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await bell.waitFor();
      expect(await page.getByTestId('notification-count').count()).toBe(0);

      await post(bob, `/api/discussions/${discussion._id}/reply`, { content: 'A hash map: one pass.' });

      await page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor();
      expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
      await bell.click();
      const item = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
      await item
        .filter({ hasText: 'Bernard replied to your discussion “Sort first or hash map?”' })
        .waitFor();
      await screenshot(page, 'notifications-light', { fullPage: false });
      await useTheme(page, 'dark');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await item.first().waitFor();
      await screenshot(page, 'notifications-dark', { fullPage: false });

      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByTestId('notification-count').waitFor({ state: 'detached' });
      await useTheme(page, 'light');
      await ada.close();
      await bob.close();
    },
    FLOW_TIMEOUT_MS,
  );

  it('when a phone user has a notification, then the bell and its list fit the screen', async () => {
    const { context: ada, page } = await member('Alma', 390);
    const { context: bob } = await member('Boris');
    const discussion = (await post(ada, '/api/discussions/create', {
      problemId: await problemId(ada),
      title: 'Edge cases on a phone',
      content: 'Empty input?',
    })) as { _id: string };
    await post(bob, `/api/discussions/${discussion._id}/vote`, { voteType: 'upvote' });
    await page.goto('/problems');
    await page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Boris voted on your discussion “Edge cases on a phone”').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'notifications-mobile-light', { fullPage: false });
    await ada.close();
    await bob.close();
  });
});
