// A scoring (subtask) problem in the browser: a partial solution's score and each group show in the
// workspace's result and in the submission detail, and survive a reload (they are stored, not only
// streamed). The library's longest-substring-without-repeat-subtasks has groups 1-small and 2-large,
// worth 50 each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';
import { editorReady, pasteCode } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const PACKAGE = path.join(REPO_ROOT, 'problems/longest-substring-without-repeat-subtasks');
const TITLE =
  /^name:\s*(.+)$/m.exec(readFileSync(path.join(PACKAGE, 'problem.yaml'), 'utf8'))?.[1]?.trim() ?? '';
const FLOW_TIMEOUT_MS = 180_000;
const browser = useBrowser();

/** Right on the small group's inputs (up to 2,000 characters), -1 on the large group's: 50 of 100. */
const SMALL_ONLY_PYTHON = [
  'class Solution:',
  '    def lengthOfLongestSubstring(self, s: str) -> int:',
  '        if len(s) > 5000:',
  '            return -1',
  '        last_seen = {}',
  '        best = start = 0',
  '        for end, c in enumerate(s):',
  '            if last_seen.get(c, -1) >= start:',
  '                start = last_seen[c] + 1',
  '            last_seen[c] = end',
  '            best = max(best, end - start + 1)',
  '        return best',
  '',
].join('\n');

async function openProblem(page: Page): Promise<void> {
  await page.goto(`/problems?q=${encodeURIComponent(TITLE)}`);
  await page.getByTestId('problem-row').getByRole('link', { name: TITLE, exact: true }).click();
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await editorReady(page);
}

/** The score line and each group's row as the user reads them. */
async function scoreShown(scope: Locator): Promise<{ score: string; groups: string[] }> {
  const groups = scope.getByTestId('score-groups');
  await groups.waitFor({ timeout: 90_000 });
  return {
    score: /Score \d+ \/ \d+/.exec((await groups.innerText()).replace(/\s+/g, ' '))?.[0] ?? '',
    groups: (await groups.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim()),
  };
}

const PARTIAL = {
  score: 'Score 50 / 100',
  groups: ['1-small 50 / 50 10 / 10 Accepted', '2-large 0 / 50 0 / 6 Wrong Answer'],
};

async function openLatestSubmission(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const row = page.getByTestId('submission-row').first();
  await row.waitFor();
  expect(await row.innerText()).toMatch(/Wrong Answer[\s\S]*Python/);
  await row.click();
  return page.getByTestId('submission-detail');
}

describe('scoring problem', () => {
  it(
    'when a user submits a solution that passes one group, then the score and each group show in the result and the submission detail, and again after a reload',
    async () => {
      const context = await newContext(browser, baseUrl);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await registerAccount(context, uniqueAccount('Emmy'), { keepSession: true });
      const page = await context.newPage();
      await openProblem(page);

      await page.getByTestId('language-select').selectOption('python');
      await page.waitForFunction(() =>
        document
          .querySelector('.monaco-editor .view-lines')
          ?.textContent.includes('lengthOfLongestSubstring'),
      );
      await pasteCode(page, SMALL_ONLY_PYTHON);
      await page.getByTestId('submit-button').click();
      expect(await scoreShown(page.getByTestId('submit-result'))).toEqual(PARTIAL);
      await screenshot(page, 'scoring-submit-result', { fullPage: false });

      expect(await scoreShown(await openLatestSubmission(page))).toEqual(PARTIAL);

      await page.reload();
      await editorReady(page);
      expect(await scoreShown(await openLatestSubmission(page))).toEqual(PARTIAL);
      await screenshot(page, 'scoring-submission-detail', { fullPage: false });
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
