import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';
import { editorReady, pasteCode, useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const PACKAGE = path.join(REPO_ROOT, 'problems/two-sum');
const TITLE =
  /^name:\s*(.+)$/m.exec(readFileSync(path.join(PACKAGE, 'problem.yaml'), 'utf8'))?.[1]?.trim() ?? '';
const ACCEPTED_PYTHON = readFileSync(path.join(PACKAGE, 'submissions/accepted/solution.fn.py'), 'utf8');
const FLOW_TIMEOUT_MS = 240_000;
const browser = useBrowser();

describe('progress', () => {
  it(
    'when a user solves a problem and bookmarks it, then the profile and the leaderboard show it',
    async () => {
      const context = await newContext(browser, baseUrl);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await registerAccount(context, uniqueAccount('Barbara'), { keepSession: true });
      const page = await context.newPage();

      await page.goto(`/problems?q=${encodeURIComponent(TITLE)}`);
      await page.getByTestId('problem-row').getByRole('link', { name: TITLE, exact: true }).click();
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await editorReady(page);
      await page.getByTestId('language-select').selectOption('python');
      await page.waitForFunction(() =>
        document.querySelector('.monaco-editor .view-lines')?.textContent.includes('twoSum(self'),
      );
      await pasteCode(page, ACCEPTED_PYTHON);
      await page.getByTestId('submit-button').click();
      const result = page.getByTestId('submit-result');
      await result.waitFor({ timeout: 90_000 });
      expect((await result.getByTestId('result-headline').innerText()).trim()).toBe(
        MESSAGES.solutionAccepted,
      );

      const bookmark = page.getByTestId('bookmark-button');
      await page.locator('[data-testid="bookmark-button"]:not([disabled])').waitFor();
      await bookmark.click();
      await page.locator('[data-testid="bookmark-button"][aria-pressed="true"]').waitFor();

      await page.goto('/profile');
      const cards = page.getByTestId('stat-cards');
      await cards.waitFor();
      expect(await cards.innerText()).toMatch(/Solved\s*1\b/i);
      expect(await page.getByTestId('badge-earned').first().innerText()).toContain('First Solve');
      await page.getByTestId('activity-heatmap').locator('[data-accepted="1"]').waitFor();
      expect(await page.getByTestId('bookmark-summary').innerText()).toContain(TITLE);
      expect(await page.getByTestId('recent-submissions').innerText()).toMatch(/Accepted/);
      await screenshot(page, 'profile-light');
      await useTheme(page, 'dark');
      await page.getByTestId('stat-cards').waitFor();
      await screenshot(page, 'profile-dark');

      await page.goto('/leaderboard');
      const own = page.getByTestId('own-row');
      await own.waitFor();
      expect(await own.innerText()).toContain('Barbara');
      expect(await own.innerText()).toMatch(/\b1\b/);
      await screenshot(page, 'leaderboard-dark');
      await useTheme(page, 'light');
      await page.getByTestId('own-row').waitFor();
      await screenshot(page, 'leaderboard-light');
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
