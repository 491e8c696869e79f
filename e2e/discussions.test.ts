import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { MESSAGES } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';
import { useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const FLOW_TIMEOUT_MS = 180_000;
const TITLE = '<img src=x onerror="window.__xss=1">Two pointers after sorting?';
const CONTENT = [
  'Sort first, then walk **two pointers** inwards:',
  '',
  '```python',
  'def two_sum(nums, target):',
  '    seen = {}',
  '    for i, n in enumerate(nums):',
  '        if target - n in seen:',
  '            return [seen[target - n], i]',
  '        seen[n] = i',
  '```',
  '',
  '<script>window.__xss = 2</script>',
  '<img src=x onerror="window.__xss=3">',
  '[harmless?](javascript:window.__xss=4)',
].join('\n');
const browser = useBrowser();

async function member(firstName: string, width?: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl, { width });
  await registerAccount(context, uniqueAccount(firstName), { keepSession: true });
  return { context, page: await context.newPage() };
}

/** Nothing in the page ran the payloads: no alert, no global they set. */
async function expectInert(page: Page, scope: ReturnType<Page['locator']>): Promise<void> {
  expect(await scope.locator('img, script, iframe, [onerror], a[href^="javascript:"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('discussions', () => {
  it(
    'when a member starts a discussion with code and a script payload, then it shows inert and coloured, takes votes and replies, and only its author can delete it',
    async () => {
      const { context, page } = await member('Annie');
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto('/problems');
      const row = page.getByTestId('problem-row').first();
      const problemTitle = (await row.locator('td.font-medium a').innerText()).trim();
      await row.getByTestId('problem-discussions-link').click();
      await page.getByTestId('discussions-title').filter({ hasText: problemTitle }).waitFor();
      await page.getByText('No discussions yet — start one').waitFor();

      await page.getByTestId('new-discussion').click();
      const form = page.getByTestId('new-discussion-form');
      await form.getByRole('button', { name: 'Post discussion' }).click();
      await form.getByText(MESSAGES.discussionTitleRequired).waitFor();
      await form.getByText(MESSAGES.discussionContentRequired).waitFor();
      await form.getByLabel('Title').fill(TITLE);
      await form.getByRole('checkbox', { name: 'solution' }).check();
      await form.getByLabel('Content').fill(CONTENT);
      const preview = page.getByTestId('markdown-preview');
      await preview
        .locator('[data-testid="post-code"][data-highlighted="true"]')
        .waitFor({ timeout: 30_000 });
      await preview.getByText('<script>window.__xss = 2</script>').waitFor();
      await expectInert(page, preview);
      await screenshot(page, 'discussion-modal-light', { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Post discussion' }).click();

      const card = page.getByTestId('discussion').first();
      await card.waitFor();
      expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(TITLE);
      expect(await card.getByTestId('post-author').innerText()).toBe('Annie');
      await card.locator('[data-testid="post-code"][data-highlighted="true"]').waitFor({ timeout: 30_000 });
      expect(await card.getByTestId('discussion-content').locator('strong').innerText()).toBe('two pointers');
      await expectInert(page, card);

      const up = card.getByRole('button', { name: /^Upvote/ });
      const down = card.getByRole('button', { name: /^Downvote/ });
      await up.click();
      await card.getByRole('button', { name: /^Upvote/, pressed: true }).waitFor();
      expect(await up.textContent()).toBe('Upvote 1');
      await down.click();
      await card.getByRole('button', { name: /^Downvote/, pressed: true }).waitFor();
      expect([await up.textContent(), await down.textContent()]).toEqual(['Upvote 0', 'Downvote 1']);
      await page.reload();
      await card.getByRole('button', { name: /^Downvote/, pressed: true }).waitFor();
      expect((await card.getByRole('button', { name: /^Upvote/ }).getAttribute('aria-pressed')) ?? '').toBe(
        'false',
      );

      await card.getByTestId('replies-toggle').click();
      const replyForm = card.getByTestId('reply-form');
      await replyForm.getByLabel('Your reply').fill('Nice. Does it work **without** sorting?');
      await replyForm.getByRole('button', { name: 'Reply' }).click();
      const reply = card.getByTestId('reply').first();
      await reply.waitFor();
      expect(await reply.locator('strong').innerText()).toBe('without');
      expect((await card.getByTestId('replies-toggle').innerText()).trim()).toBe('1 reply');
      await expectInert(page, card);
      expect(alerts).toEqual([]);
      await screenshot(page, 'discussion-light');
      expect(await seriousViolations(page)).toEqual([]);

      await useTheme(page, 'dark');
      await card.getByTestId('replies-toggle').click();
      await card.getByTestId('reply').first().waitFor();
      await card.locator('[data-testid="post-code"][data-highlighted="true"]').waitFor({ timeout: 30_000 });
      await screenshot(page, 'discussion-dark');
      await page.getByTestId('new-discussion').click();
      await page.getByTestId('new-discussion-form').getByLabel('Content').fill(CONTENT);
      await page
        .getByTestId('markdown-preview')
        .locator('[data-testid="post-code"][data-highlighted="true"]')
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'discussion-modal-dark', { fullPage: false });
      await page.keyboard.press('Escape');
      await useTheme(page, 'light');

      const discussionId = ((await card.getAttribute('aria-labelledby')) ?? '').replace(/^discussion-/, '');
      const { context: otherContext, page: otherPage } = await member('Bernard');
      await otherPage.goto(page.url());
      const seen = otherPage.getByTestId('discussion').first();
      await seen.waitFor();
      expect(await seen.getByTestId('delete-discussion').count()).toBe(0);
      const xsrf = (await otherContext.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
      const refused = await otherContext.request.delete(`/api/discussions/${discussionId}`, {
        headers: { 'X-XSRF-TOKEN': xsrf },
      });
      expect(refused.status()).toBe(403);
      await otherContext.close();

      await card.getByTestId('delete-discussion').click();
      await page
        .getByRole('dialog', { name: 'Delete this discussion?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText('No discussions yet — start one').waitFor();
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );

  it('when a visitor is signed out, then they can read but are asked to sign in to post or vote', async () => {
    const { context, page } = await member('Clara', 390);
    await page.goto('/problems');
    // The phone's compact problem list has no Discussions button: follow the table's link.
    const discussions = await page.getByTestId('problem-discussions-link').first().getAttribute('href');
    await page.goto(discussions ?? '/discuss');
    await page.getByTestId('new-discussion').click();
    const form = page.getByTestId('new-discussion-form');
    await form.getByLabel('Title').fill('Readable by everyone');
    await form.getByLabel('Content').fill('Hello from **Clara**.\n\n```js\nconst seen = new Map();\n```');
    await form.getByRole('tab', { name: 'preview' }).click();
    await form.getByTestId('markdown-preview').locator('strong').waitFor();
    await screenshot(page, 'discussion-modal-mobile-light', { fullPage: false });
    await form.getByRole('button', { name: 'Post discussion' }).click();
    await page.getByTestId('discussion').first().waitFor();
    const url = page.url();
    await context.close();

    const visitor = await newContext(browser, baseUrl, { width: 390 });
    const phone = await visitor.newPage();
    await phone.goto(url);
    const card = phone.getByTestId('discussion').first();
    await card.waitFor();
    expect(await card.innerText()).toContain('Hello from Clara.');
    await card.locator('[data-testid="post-code"][data-highlighted="true"]').waitFor({ timeout: 30_000 });
    expect(await phone.getByTestId('sign-in-to-post').getAttribute('href')).toMatch(/^\/login\?redirectTo=/);
    expect(await card.getByRole('link', { name: /Upvote/ }).getAttribute('title')).toBe('Sign in to vote');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'discussion-mobile-light');
    await visitor.close();
  });
});

describe('bookmarked filter', () => {
  it('when a member bookmarks a problem, then the Bookmarked filter shows only that problem', async () => {
    const { context, page } = await member('Dora');
    await page.goto('/problems');
    const rows = page.getByTestId('problem-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    const chosen = rows.nth(1);
    const title = (await chosen.locator('td.font-medium a').innerText()).trim();
    await chosen.locator('[data-testid="bookmark-button"]:not([disabled])').click();
    await chosen.locator('[data-testid="bookmark-button"][aria-pressed="true"]').waitFor();

    await page.getByTestId('bookmarked-filter').click();
    await page.waitForURL(/bookmarked=1/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="problem-row"]').length === 1);
    expect((await rows.first().locator('td.font-medium a').innerText()).trim()).toBe(title);

    await rows.first().locator('[data-testid="bookmark-button"][aria-pressed="true"]').click();
    await page.getByText('No bookmarked problems yet').waitFor();
    await context.close();
  });
});
