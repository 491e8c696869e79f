import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';
import { editorReady, pasteCode } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PROBLEM = '/problem/two-sum';
const FLOW_TIMEOUT_MS = 180_000;
const JAVA =
  'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[] {0, 1}; // reopened-marker\n    }\n}\n';

async function clipboardContext(): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  return context;
}

async function openProblem(page: Page): Promise<void> {
  await page.goto(PROBLEM);
  await editorReady(page);
}

/** The visible editor text (Monaco renders spaces as no-break spaces). */
async function editorText(page: Page): Promise<string> {
  return (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
}

/** Switches to Java, pastes JAVA and waits until the server holds it as the problem's Java draft. */
async function writeJavaDraft(page: Page): Promise<void> {
  await page.getByTestId('language-select').selectOption('java');
  await editorReady(page);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes('/api/drafts/') &&
      response.url().endsWith('/java'),
    { timeout: 30_000 },
  );
  await pasteCode(page, JAVA);
  try {
    expect((await saved).ok()).toBe(true);
  } catch (error) {
    await screenshot(page, 'workspace-reopen-no-draft', { fullPage: false });
    throw error;
  }
}

describe('reopening a problem', () => {
  it(
    'when a signed-in user comes back to a problem, then the language used last and its code are back',
    async () => {
      const context = await clipboardContext();
      try {
        await registerAccount(context, uniqueAccount('Barbara'), { keepSession: true });
        const page = await context.newPage();
        await openProblem(page);
        await writeJavaDraft(page);
        await page.goto('/problems');
        await page.getByTestId('problem-row').first().waitFor();

        await openProblem(page);
        expect(await page.getByTestId('language-select').inputValue()).toBe('java');
        await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain('reopened-marker');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'when the same user opens the problem in another browser, then the server brings back the last language and its code',
    async () => {
      const first = await clipboardContext();
      const second = await newContext(browser, baseUrl);
      try {
        const account = uniqueAccount('Frances');
        await registerAccount(first, account, { keepSession: true });
        const page = await first.newPage();
        await openProblem(page);
        await writeJavaDraft(page);

        const login = await second.newPage();
        await login.goto('/login');
        await login.getByLabel('Email').fill(account.emailId);
        await login.getByLabel('Password', { exact: true }).fill(account.password);
        await login.getByRole('button', { name: 'Sign In', exact: true }).click();
        await login.getByTestId('profile-menu').waitFor();
        await openProblem(login);
        await expect
          .poll(() => login.getByTestId('language-select').inputValue(), { timeout: 15_000 })
          .toBe('java');
        await expect.poll(() => editorText(login), { timeout: 15_000 }).toContain('reopened-marker');
      } finally {
        await first.close();
        await second.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
