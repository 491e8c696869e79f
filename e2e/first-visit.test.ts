import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, useBrowser } from './support/browser.js';
import { editorReady } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Errors and warnings the page prints to the console from now on (failed requests included). */
function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      lines.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  return lines;
}

describe('a first, anonymous visit', () => {
  it('when a visitor browses the public screens, then the console stays quiet (no 401s, no warnings)', async () => {
    const context = await newContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      const lines = recordConsole(page);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto('/problems');
      await page.getByTestId('problem-row').first().waitFor();
      await page.goto('/problem/two-sum');
      await editorReady(page);
      for (const screen of ['/leaderboard', '/discuss', '/contests', '/plans']) {
        await page.goto(screen);
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      // Late answers (the session check, the figures) print after the heading.
      await page.waitForTimeout(1_500);
      expect(lines).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('a laptop screen', () => {
  it('when the workspace opens 1366 px wide, then every problem tab, AI Help included, is in view', async () => {
    const context = await newContext(browser, baseUrl, { width: 1366 });
    try {
      const page = await context.newPage();
      await page.goto('/problem/two-sum');
      await editorReady(page);
      const bar = await page.getByRole('tablist', { name: 'Problem' }).boundingBox();
      const aiHelp = await page.getByRole('tab', { name: 'AI Help' }).boundingBox();
      if (!bar || !aiHelp) throw new Error('the tab bar is not laid out');
      expect(aiHelp.x + aiHelp.width).toBeLessThanOrEqual(bar.x + bar.width);
      expect(aiHelp.y + aiHelp.height).toBeLessThanOrEqual(bar.y + bar.height);
      await page.getByRole('tab', { name: 'AI Help' }).click();
      expect(await page.getByRole('tab', { name: 'AI Help' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await context.close();
    }
  }, 90_000);
});
