import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT, startAppServer, type AppServer } from './support/app-server.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext } from './support/browser.js';
import { editorReady, pasteCode, useTheme } from './support/workspace-page.js';

const PACKAGE = path.join(REPO_ROOT, 'problems/two-sum');
const titleOf = (slug: string) =>
  /^name:\s*(.+)$/m
    .exec(readFileSync(path.join(REPO_ROOT, 'problems', slug, 'problem.yaml'), 'utf8'))?.[1]
    ?.trim() ?? '';
const TITLE = titleOf('two-sum');
const ACCEPTED_PYTHON = readFileSync(path.join(PACKAGE, 'submissions/accepted/solution.fn.py'), 'utf8');
const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots');
const DAY_MS = 86_400_000;
const FLOW_TIMEOUT_MS = 240_000;

let clockDir: string;
let clockFile: string;
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  clockDir = await mkdtemp(path.join(tmpdir(), 'codecourt-clock-'));
  clockFile = path.join(clockDir, 'offset-ms');
  await writeFile(clockFile, '0');
  server = await startAppServer({ TEST_CLOCK_FILE: clockFile });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await rm(clockDir, { recursive: true, force: true });
});

/** The visible editor text (Monaco renders spaces as no-break spaces). */
async function editorText(page: Page): Promise<string> {
  return (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
}

async function submitAccepted(page: Page): Promise<void> {
  await page.getByTestId('language-select').selectOption('python');
  await page.waitForFunction(() =>
    document.querySelector('.monaco-editor .view-lines')?.textContent.includes('twoSum(self'),
  );
  await pasteCode(page, ACCEPTED_PYTHON);
  await page.getByTestId('submit-button').click();
  const result = page.getByTestId('submit-result');
  await result.waitFor({ timeout: 120_000 });
  expect((await result.getByTestId('result-headline').innerText()).trim()).toBe(MESSAGES.solutionAccepted);
}

/** Light, dark and phone screenshots of the page as it is now. */
async function shots(context: BrowserContext, page: Page, name: string): Promise<void> {
  const url = new URL(page.url()).pathname;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-light.png`), fullPage: true });
  await useTheme(page, 'dark');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-dark.png`), fullPage: true });
  await useTheme(page, 'light');
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(url);
  await phone.waitForLoadState('networkidle');
  await phone.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone.png`), fullPage: true });
  await phone.close();
}

describe('spaced review and study plans', () => {
  it(
    'when a user solves a problem and the clock moves until it is due, then the Review page and the navbar bring it back, the review opens a blank editor and grading gives the next date; a plan leads to its next problem',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const context = await newContext(browser, server.baseUrl);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
      await registerAccount(context, uniqueAccount('Piotr'), { keepSession: true });
      const page = await context.newPage();

      await page.goto(`/problems?q=${encodeURIComponent(TITLE)}`);
      await page.getByTestId('problem-row').getByRole('link', { name: TITLE, exact: true }).click();
      await editorReady(page);
      await submitAccepted(page);
      // Where the accepted solution stands among this instance's accepted ones (it is the only one: 100 %).
      const standing = page.getByTestId('standing-chart');
      await standing.waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('standing-runtime').innerText()).toMatch(/faster than \d+\s?%/);
      await standing.screenshot({ path: path.join(SCREENSHOTS, 'coach-standing-light.png') });
      // The dark theme on the same result (a reload would close the result panel).
      await page.evaluate(() => {
        document.documentElement.setAttribute('data-theme', 'dark');
      });
      await standing.screenshot({ path: path.join(SCREENSHOTS, 'coach-standing-dark.png') });
      await page.evaluate(() => {
        document.documentElement.setAttribute('data-theme', 'light');
      });

      await page.goto('/review');
      await page.getByTestId('upcoming-card').first().waitFor();
      expect(await page.getByTestId('upcoming-card').first().innerText()).toContain(TITLE);
      expect(await page.getByTestId('review-due-count').count()).toBe(0);

      // First try, start unknown: graded good, due in 3 days. Four days later it is due.
      await writeFile(clockFile, String(4 * DAY_MS));
      await page.reload();
      const due = page.getByTestId('review-card');
      await due.first().waitFor();
      expect(await due.first().innerText()).toContain(TITLE);
      expect((await page.getByTestId('review-due-count').innerText()).trim()).toMatch(/^1/);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(context, page, 'review');

      await due.first().getByRole('link', { name: 'Start review' }).click();
      await page.waitForURL(/\/problem\/.+\?review=1/);
      await editorReady(page);
      await page.getByTestId('language-select').selectOption('python');
      await page.waitForFunction(() =>
        document.querySelector('.monaco-editor .view-lines')?.textContent.includes('twoSum(self'),
      );
      const blank = await editorText(page);
      // The starter code, not the accepted solution the editor held before.
      expect(blank).toContain('Write your solution here');
      expect(blank).not.toContain('first_index');
      await submitAccepted(page);

      await page.goto('/review');
      await page.getByRole('button', { name: 'I solved it again' }).click();
      const result = page.getByTestId('review-result');
      await result.waitFor();
      expect(await result.innerText()).toMatch(/graded easy · next review on /);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'review-graded-light.png'), fullPage: true });

      await page.goto('/plans');
      await page.getByRole('link', { name: '4-week interview plan' }).click();
      await page.getByRole('button', { name: 'Enrol' }).click();
      await page.getByText('Enrolled').first().waitFor();
      expect((await page.getByTestId('plan-progress').innerText()).trim()).toBe('1 / 20 solved');
      expect(await seriousViolations(page)).toEqual([]);
      await shots(context, page, 'plans');
      const next = titleOf('valid-parentheses');
      await page.getByRole('link', { name: `Next problem: ${next}` }).click();
      await page.getByRole('heading', { name: next, level: 1 }).waitFor();

      await page.goto('/profile');
      await page.getByTestId('plan-card').first().waitFor();
      expect(await page.getByTestId('plan-card').first().innerText()).toContain('4-week interview plan');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'plans-profile-light.png'), fullPage: true });

      // Sync to Git: the setting as a user first finds it, in both themes and on a phone.
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Sync to Git' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(context, page, 'coach-git-sync');
      await context.close();
    },
  );
});
