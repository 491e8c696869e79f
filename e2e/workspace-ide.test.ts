import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function open(page: Page, slug: string): Promise<void> {
  await page.goto(`/problem/${slug}`);
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
}

/** Whether the document itself scrolls (the workspace must not: its panes scroll on their own). */
const pageScrolls = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);

async function withContext<T>(
  run: (page: Page, context: BrowserContext) => Promise<T>,
  options: { signedIn?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<T> {
  const context = await newContext(browser, baseUrl);
  if (options.viewport) await context.pages()[0]?.setViewportSize(options.viewport);
  if (options.signedIn) await registerAccount(context, uniqueAccount('Barbara'), { keepSession: true });
  const page = await context.newPage();
  if (options.viewport) await page.setViewportSize(options.viewport);
  try {
    return await run(page, context);
  } finally {
    await context.close();
  }
}

describe('IDE workspace', () => {
  it('when a problem opens by its slug, then the workspace fills the screen without a footer in both themes', async () => {
    await withContext(async (page) => {
      for (const theme of ['light', 'dark'] as const) {
        await page.goto('/');
        await page.evaluate((t) => {
          localStorage.setItem('theme', t);
        }, theme);
        await open(page, 'two-sum');
        expect(await page.locator('footer').count()).toBe(0);
        expect(await pageScrolls(page)).toBe(false);
        await screenshot(page, `workspace-ide-${theme}`, { fullPage: false });
      }
    });
  }, 120_000);

  it('when language, font size and console are changed on one problem, then the next problem opens with them', async () => {
    await withContext(async (page) => {
      await open(page, 'two-sum');
      await page.getByTestId('language-select').selectOption('python');
      await page.getByRole('button', { name: 'Increase font size' }).click();
      await page.getByRole('button', { name: 'Increase font size' }).click();
      await page.getByTestId('view-testcase').click();
      const splitter = page.getByTestId('console-splitter');
      await splitter.focus();
      await page.keyboard.press('ArrowUp');
      const height = await splitter.getAttribute('aria-valuenow');

      await open(page, 'valid-parentheses');
      expect(await page.getByTestId('language-select').inputValue()).toBe('python');
      expect(await page.getByTitle('Font size').innerText()).toBe('16px');
      expect(await page.getByTestId('console-splitter').getAttribute('aria-valuenow')).toBe(height);
    });
  }, 120_000);

  it('when Ctrl+Enter is pressed in the editor and Ctrl+Shift+Enter elsewhere, then the code runs and is submitted', async () => {
    await withContext(
      async (page) => {
        await open(page, 'two-sum');
        expect(await page.getByTestId('run-button').getAttribute('title')).toContain('Ctrl/Cmd+Enter');
        expect(await page.getByTestId('submit-button').getAttribute('title')).toContain(
          'Ctrl/Cmd+Shift+Enter',
        );
        await page.locator('.monaco-editor .view-lines').click();
        await page.keyboard.press('Control+Enter');
        await page.getByTestId('run-result').waitFor({ timeout: 90_000 });
        // The editor's own Ctrl+Enter (insert a line) did not run: no draft was saved.
        const drafts = await page.evaluate(() =>
          Object.keys(localStorage).filter((k) => k.includes(':code:')),
        );
        expect(drafts).toEqual([]);

        await page.getByRole('heading', { level: 1 }).click();
        await page.keyboard.press('Control+Shift+Enter');
        await page.getByTestId('submit-result').waitFor({ timeout: 90_000 });
      },
      { signedIn: true },
    );
  }, 200_000);

  it('when the workspace opens on a phone, then one pane shows at a time under tabs and the page does not scroll', async () => {
    await withContext(
      async (page) => {
        await page.goto('/problem/two-sum');
        await page.getByTestId('phone-tabs').waitFor();
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        expect(await pageScrolls(page)).toBe(false);
        await screenshot(page, 'workspace-phone-description', { fullPage: false });

        await page.getByTestId('phone-tabs').getByRole('tab', { name: 'Code', exact: true }).click();
        await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
        expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
        expect(await pageScrolls(page)).toBe(false);
        await screenshot(page, 'workspace-phone-code', { fullPage: false });
      },
      { viewport: { width: 390, height: 844 } },
    );
  }, 120_000);
});

describe('problem list', () => {
  it('when a topic beyond the first four is searched, sorted and filtered quickly, then the URL keeps the newest search', async () => {
    await withContext(async (page) => {
      await page.goto('/problems');
      await page.getByTestId('problem-row').first().waitFor();
      const topics = await page.getByLabel('Topic').locator('option').allInnerTexts();
      expect(topics.length).toBe(10);

      await page.getByLabel('Search by title or tag').fill('stack');
      await page.waitForURL(/q=stack/);
      expect(await page.getByTestId('problem-row').count()).toBeGreaterThan(2);

      // Type, then change a filter at once: the filter must not bring back the previous search.
      await page.getByLabel('Search by title or tag').fill('');
      await page.getByLabel('Search by title or tag').pressSequentially('two', { delay: 20 });
      await page.getByLabel('Difficulty').selectOption('easy');
      // However slowly the debounced search lands, it lands as the newest text beside the new filter.
      await page.waitForURL(
        (url) => url.searchParams.get('difficulty') === 'easy' && url.searchParams.get('q') === 'two',
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(new URL(page.url()).searchParams.get('q')).toBe('two');
      expect(await page.getByLabel('Search by title or tag').inputValue()).toBe('two');

      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByLabel('Sort', { exact: true }).selectOption('difficulty');
      await expect
        .poll(async () => (await page.getByTestId('problem-number').allInnerTexts()).length)
        .toBeGreaterThan(40);
      await page.getByLabel('Sort', { exact: true }).selectOption('number');
      await page.waitForURL((url) => url.searchParams.get('sort') !== 'difficulty');
      await expect
        .poll(async () => {
          const ordered = (await page.getByTestId('problem-number').allInnerTexts()).map(Number);
          return ordered.length > 40 && ordered.every((n, i) => i === 0 || (ordered[i - 1] ?? 0) < n);
        })
        .toBe(true);

      const href = await page
        .getByTestId('problem-row')
        .first()
        .locator('a[href^="/problem/"]')
        .getAttribute('href');
      expect(href).toMatch(/^\/problem\/[a-z0-9-]+$/);
    });
  }, 120_000);
});

describe('admin pages', () => {
  it('when a signed-in non-admin opens /admin, then an admins-only page offers a way back; signed out, /login opens', async () => {
    await withContext(
      async (page) => {
        await page.goto('/admin/create');
        await page.getByRole('heading', { name: 'Admins only' }).waitFor();
        await page.getByRole('link', { name: 'Back to problems' }).click();
        await page.waitForURL(/\/problems$/);
      },
      { signedIn: true },
    );
    await withContext(async (page) => {
      await page.goto('/admin');
      await page.waitForURL(/\/login\?redirectTo=%2Fadmin/);
    });
  }, 60_000);
});
