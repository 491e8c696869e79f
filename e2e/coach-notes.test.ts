import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SignupRequest } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { launchBrowser, newContext } from './support/browser.js';
import { editorReady, pasteCode, useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots');
const PACKAGE = path.join(REPO_ROOT, 'problems/two-sum');
const TITLE =
  /^name:\s*(.+)$/m.exec(readFileSync(path.join(PACKAGE, 'problem.yaml'), 'utf8'))?.[1]?.trim() ?? '';
const NOTE = '## Hash map\nOne pass: **complement** lookup.\n<img src=x onerror="window.__xss=1">';
const CODE =
  'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]  # from-the-laptop\n';
// A loaded machine needs time for sign-ins, Monaco and two browsers.
const FLOW_TIMEOUT_MS = 240_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signIn(context: BrowserContext, account: SignupRequest): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.emailId);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('profile-menu').waitFor();
  return page;
}

async function openTwoSum(page: Page): Promise<void> {
  await page.goto(`/problems?q=${encodeURIComponent(TITLE)}`);
  await page.getByTestId('problem-row').getByRole('link', { name: TITLE, exact: true }).click();
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await editorReady(page);
}

/** The visible editor text (Monaco renders spaces as no-break spaces). */
async function editorText(page: Page): Promise<string> {
  return (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
}

describe('notes and server drafts', () => {
  it(
    'when a note and code are written, then a fresh browser signed in as the same user finds both',
    async () => {
      const account = uniqueAccount('Barbara');
      const laptop = await newContext(browser, baseUrl);
      await laptop.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await registerAccount(laptop, account);
      const page = await signIn(laptop, account);
      await openTwoSum(page);
      await page.getByTestId('language-select').selectOption('python');
      await editorReady(page);
      // The workspace keeps the draft on the server after typing stops: its PUT names the problem's id (its
      // body is not readable here: what it stored is read back below).
      const draftSaved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          response.url().includes('/api/drafts/') &&
          response.url().endsWith('/python'),
        { timeout: 30_000 },
      );
      await pasteCode(page, CODE);
      const draftUrl = new URL((await draftSaved).url()).pathname;

      await page.getByRole('tab', { name: 'Notes' }).click();
      await page.getByLabel('Your note (Markdown, only you can see it)').fill(NOTE);
      await expect
        .poll(() => page.getByTestId('notes-status').innerText(), { timeout: 15_000 })
        .toBe('Saved');
      // Rendered, and sanitised: the heading is drawn, the handler is dropped.
      await page.getByTestId('notes-preview').getByRole('heading', { name: 'Hash map' }).waitFor();
      expect(await page.getByTestId('notes-preview').innerHTML()).not.toContain('onerror');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'coach-notes-light.png') });
      await useTheme(page, 'dark');
      // The reload opens the statement: back to the Notes tab, rendered, before the shot.
      await page.getByRole('tab', { name: 'Notes' }).click();
      await page.getByTestId('notes-preview').getByRole('heading', { name: 'Hash map' }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, 'coach-notes-dark.png') });
      await useTheme(page, 'light');
      await editorReady(page);
      expect(await (await laptop.request.get(draftUrl)).text()).toContain('from-the-laptop');
      await page.goto('/logout');
      await expect
        .poll(async () => (await laptop.request.get(draftUrl)).status(), { timeout: 15_000 })
        .toBe(401);
      await laptop.close();

      const phone = await newContext(browser, baseUrl);
      const second = await signIn(phone, account);
      await openTwoSum(second);
      await second.getByTestId('language-select').selectOption('python');
      await expect.poll(() => editorText(second), { timeout: 15_000 }).toContain('from-the-laptop');
      await second.getByRole('tab', { name: 'Notes' }).click();
      await expect
        .poll(() => second.getByLabel('Your note (Markdown, only you can see it)').inputValue(), {
          timeout: 15_000,
        })
        .toBe(NOTE);

      await second.goto('/profile');
      const list = second.getByTestId('notes-list');
      await list.getByRole('link', { name: TITLE }).waitFor();
      await second.getByLabel('Search your notes').fill('complement');
      await list.getByRole('link', { name: TITLE }).waitFor();
      await second.setViewportSize({ width: 390, height: 844 });
      await second.screenshot({ path: path.join(SCREENSHOTS, 'coach-notes-list-phone.png'), fullPage: true });
      await second.getByLabel('Search your notes').fill('nothing-like-this');
      await second.getByText('No note matches this search.').waitFor();
      await phone.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
