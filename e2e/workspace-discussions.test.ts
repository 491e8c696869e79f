import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { discussionListResponseSchema } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { newContext, useBrowser } from './support/browser.js';
import { useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const FLOW_TIMEOUT_MS = 180_000;
const PROBLEM = 'climbing-stairs';
const browser = useBrowser();

async function member(firstName: string, width?: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl, { width });
  await registerAccount(context, uniqueAccount(firstName), { keepSession: true });
  return { context, page: await context.newPage() };
}

/** The page's viewport, or one element of it; transitions shown finished (the theme toggle starts some). */
async function shot(target: Page | Locator, area: 'workspace' | 'discussions', name: string): Promise<void> {
  const dir = path.join(REPO_ROOT, 'docs/screenshots', area);
  await mkdir(dir, { recursive: true });
  await target.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
}

/** The problem's discussions as the API stores them. */
async function stored(context: BrowserContext) {
  const res = await context.request.get(`/api/discussions/problem/${PROBLEM}?limit=100`);
  return discussionListResponseSchema.parse(await res.json()).discussions;
}

describe('discussions in the workspace', () => {
  it(
    'when a member opens the Discussions tab, then they post, reply and edit both without leaving the workspace',
    async () => {
      const { context, page } = await member('Dorothy');
      const title = `Fibonacci in disguise? ${String(Date.now())}`;
      await page.goto(`/problem/${PROBLEM}`);
      await page.getByRole('tab', { name: 'Discussions' }).click();
      const panel = page.getByTestId('discussions-panel');
      await panel.waitFor();

      await panel.getByTestId('new-discussion').click();
      const form = page.getByTestId('new-discussion-form');
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Content').fill('Each step is the sum of the **two before**.');
      await form.getByRole('button', { name: 'Post discussion' }).click();
      const card = panel.getByTestId('discussion').filter({ hasText: title });
      await card.waitFor();

      await card.getByTestId('replies-toggle').click();
      const replyForm = card.getByTestId('reply-form');
      await replyForm.getByLabel('Your reply').fill('An array of n + 1 works too.');
      await replyForm.getByRole('button', { name: 'Reply' }).click();
      const reply = card.getByTestId('reply').first();
      await reply.getByText('An array of n + 1 works too.').waitFor();

      await card.getByTestId('edit-discussion').click();
      const edit = page.getByTestId('edit-discussion-form');
      await edit.getByLabel('Title').fill(`${title} (yes)`);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await card.getByRole('heading', { name: `${title} (yes)` }).waitFor();
      await reply.getByTestId('edit-reply').click();
      await reply.getByLabel('Edit your reply').fill('Two variables are enough.');
      const edited = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes('/replies/'),
      );
      await reply.getByRole('button', { name: 'Save' }).click();
      expect((await edited).status()).toBe(200);
      // The box closes once the answer is shown: the text below is the post's, not the box's.
      await reply.getByTestId('edit-reply-form').waitFor({ state: 'detached' });
      await reply.getByText('Two variables are enough.').waitFor();
      // Both edits are marked (issue #40): the post's author line and the reply's.
      await reply.getByTestId('post-edited').waitFor();
      expect(await card.getByTestId('post-edited').allInnerTexts()).toEqual(['edited', 'edited']);
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await page.getByTestId('theme-toggle').first().click();
        await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
        await shot(card, 'discussions', `edited-post-${theme}`);
      }
      await page.getByTestId('theme-toggle').first().click();
      await page.locator('html[data-theme="light"]').waitFor({ state: 'attached' });

      expect(new URL(page.url()).pathname).toBe(`/problem/${PROBLEM}`);
      const mine = (await stored(context)).find((d) => d.title === `${title} (yes)`);
      expect(mine?.replies.map((r) => r.content)).toEqual(['Two variables are enough.']);
      await shot(page, 'discussions', 'workspace-tab-light');
      await useTheme(page, 'dark');
      await page.getByRole('tab', { name: 'Discussions' }).click();
      await page.getByTestId('discussion').filter({ hasText: title }).waitFor();
      await shot(page, 'discussions', 'workspace-tab-dark');
      await useTheme(page, 'light');

      // Another member reads it but may not edit it.
      const other = await member('Edsger');
      await other.page.goto(`/problem/${PROBLEM}`);
      await other.page.getByRole('tab', { name: 'Discussions' }).click();
      const seen = other.page.getByTestId('discussion').filter({ hasText: title });
      await seen.waitFor();
      // The mark comes from the stored post, not from the author's own page.
      await seen.getByTestId('post-edited').waitFor();
      expect(await seen.getByTestId('edit-discussion').count()).toBe(0);
      await other.context.close();
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'when the workspace opens on a 390 px phone, then one labelled tab bar leads to the statement, the discussions and the code',
    async () => {
      const { context, page } = await member('Frances', 390);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/problem/${PROBLEM}`);
      const bar = page.getByRole('tablist', { name: 'Workspace' });
      await bar.waitFor();
      expect(await page.getByRole('tablist').count()).toBe(1);
      const labels = (await bar.getByRole('tab').allInnerTexts()).map((text) => text.trim());
      expect(labels).toEqual([
        'Description',
        'Editorial',
        'Solutions',
        'Discussions',
        'Submissions',
        'Notes',
        'AI Help',
        'Code',
        'Result',
      ]);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shot(page, 'workspace', 'phone-tabs-description');

      await bar.getByRole('tab', { name: 'Discussions' }).click();
      await page.getByTestId('discussions-panel').waitFor();
      await page.getByTestId('discussion').first().waitFor();
      await shot(page, 'discussions', 'workspace-tab-phone');

      await bar.getByRole('tab', { name: 'Code' }).click();
      await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('discussions-panel').isVisible()).toBe(false);
      await shot(page, 'workspace', 'phone-tabs-code');
      await useTheme(page, 'dark');
      await page.getByRole('tablist', { name: 'Workspace' }).waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shot(page, 'workspace', 'phone-tabs-dark');
      await useTheme(page, 'light');

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('tablist', { name: 'Problem' }).waitFor();
      expect(await page.getByRole('tablist', { name: 'Workspace' }).count()).toBe(0);
      await shot(page, 'workspace', 'desktop-tabs-light');
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
