import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, useBrowser } from './support/browser.js';
import { startDevServer, type DevServer } from './support/dev-server.js';

const baseUrl = inject('baseUrl');
const TYPING_TIMEOUT_MS = 240_000;

// 300 characters of JavaScript typed as a user would. Each line ends in ';' so neither auto-indent nor
// an open suggestion changes what Enter does; brackets and quotes exercise Monaco's auto-closing.
const LINES = [
  'const nums = [2, 7, 11, 15].map((x) => x * 2);',
  "const seen = new Map([['a', 1], ['b', 2]]);",
  'const pick = (a, b) => (a > b ? a - b : b - a);',
  'const text = `sum: ${String(nums[0] + nums[1])}`;',
  'const keys = Object.keys({ left: 1, right: 2 });',
  'let total = nums.reduce((s, v) => s + v, 0) % 97;',
];
const SOLUTION = `${LINES.join('\n')}\n`.padEnd(300, '/');

const browser = useBrowser();

async function firstProblemHref(page: Page): Promise<string> {
  await page.goto('/problems');
  const link = page.locator('table a[href^="/problem/"]').first();
  await link.waitFor({ timeout: 60_000 });
  return (await link.getAttribute('href')) ?? '';
}

/** The saved JavaScript draft of the open problem, once typing has paused. */
async function savedDraft(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.includes(':code:') && k.endsWith(':javascript'));
    return key === undefined ? null : localStorage.getItem(key);
  });
}

async function typeSolution(appUrl: string): Promise<{ draft: string | null; shown: string }> {
  const context = await newContext(browser, appUrl);
  const page = await context.newPage();
  try {
    await page.goto('/');
    const href = await firstProblemHref(page);
    await page.goto(href);
    await page.getByTestId('language-select').selectOption('javascript');
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 120_000 });
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(SOLUTION, { delay: 5 });
    await expect.poll(() => savedDraft(page), { timeout: 10_000 }).toBe(SOLUTION);
    const shown = (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
    return { draft: await savedDraft(page), shown };
  } finally {
    await context.close();
  }
}

describe('editor input', () => {
  it(
    'when 300 characters are typed at 5 ms per key in the production build, then the editor holds exactly them',
    async () => {
      const { draft, shown } = await typeSolution(baseUrl);
      expect(SOLUTION).toHaveLength(300);
      expect(draft).toBe(SOLUTION);
      expect(shown.trim()).toBe(SOLUTION.trim());
    },
    TYPING_TIMEOUT_MS,
  );

  describe('under the Vite dev server', () => {
    let dev: DevServer;
    beforeAll(async () => {
      dev = await startDevServer(baseUrl);
    }, 150_000);
    afterAll(async () => {
      await dev.stop();
    });

    it(
      'when 300 characters are typed at 5 ms per key, then the editor holds exactly them',
      async () => {
        const { draft } = await typeSolution(dev.url);
        expect(draft).toBe(SOLUTION);
      },
      TYPING_TIMEOUT_MS,
    );
  });
});
