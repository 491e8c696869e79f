import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newContext, useBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/web/', import.meta.url));
const PHONE_WIDTH = 390;

describe('the problem list on a phone and the workspace in the dark theme', () => {
  it('when the problem list opens on a phone, then it is a compact list (title, difficulty, solved) and the table is hidden', async () => {
    const context = await newContext(browser, baseUrl, { width: PHONE_WIDTH });
    try {
      const page = await context.newPage();
      await page.goto('/problems');
      const first = page.getByTestId('problem-item').first();
      await first.waitFor();
      expect(await page.getByTestId('problems-table').isVisible()).toBe(false);
      expect(await first.getByRole('link').innerText()).toMatch(/^\d+\. \S/);
      expect(await first.innerText()).toMatch(/Easy|Medium|Hard/);
      // Nothing scrolls sideways: every line fits the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_WIDTH,
      );
      await page.screenshot({ path: path.join(SCREENSHOTS, 'problems-phone.png'), fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('when the workspace opens in the dark theme, then axe finds nothing serious (Monaco comments included)', async () => {
    const context = await newContext(browser, baseUrl);
    try {
      await context.addInitScript(() => {
        localStorage.setItem('theme', 'dark');
      });
      const page = await context.newPage();
      await page.goto('/problem/two-sum');
      await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'workspace-dark.png'), fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
