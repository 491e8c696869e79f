import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
const PACKAGE = path.join(REPO_ROOT, 'problems/two-sum');
const TITLE =
  /^name:\s*(.+)$/m.exec(readFileSync(path.join(PACKAGE, 'problem.yaml'), 'utf8'))?.[1]?.trim() ?? '';
// The editor holds only the user's class (the harness is joined on the server), as on LeetCode.
const ACCEPTED_PYTHON = readFileSync(path.join(PACKAGE, 'submissions/accepted/solution.fn.py'), 'utf8');
const WRONG_PYTHON = 'class Solution:\n    def twoSum(self, nums, target):\n        return [1, 0]\n';
const FLOW_TIMEOUT_MS = 180_000;
const browser = useBrowser();

/** D7 (docs/decisions/d07-bundled-monaco.md): every request the page makes stays on the app's origin (no CDN for Monaco or anything else). */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
  }, theme);
  await page.reload();
}

async function editorReady(page: Page): Promise<void> {
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
}

/** The visible editor text (Monaco renders spaces as no-break spaces). */
async function editorText(page: Page): Promise<string> {
  const text = await page.locator('.monaco-editor .view-lines').innerText();
  return text.replace(/\u00a0/g, ' ');
}

/** Replaces the editor's content the way a user pastes code. */
async function pasteCode(page: Page, code: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press('ControlOrMeta+V');
}

async function headline(page: Page, testId: 'run-result' | 'submit-result'): Promise<string> {
  const result = page.getByTestId(testId);
  await result.waitFor({ timeout: 90_000 });
  return (await result.getByTestId('result-headline').innerText()).trim();
}

async function signedInContext(): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await registerAccount(context, uniqueAccount('Edsger'), { keepSession: true });
  return context;
}

async function openTwoSum(page: Page): Promise<void> {
  await page.goto(`/problems?q=${encodeURIComponent(TITLE)}`);
  await page.getByTestId('problem-row').getByRole('link', { name: TITLE, exact: true }).click();
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await editorReady(page);
}

describe('problem list', () => {
  it('when filters are chosen, then the rows follow, the URL keeps them across a reload, and reset brings everything back', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/problems');
    const rows = page.getByTestId('problem-row');
    await rows.first().waitFor();
    await page.getByTestId('problems-summary').filter({ hasText: 'solved' }).waitFor();
    const total = await rows.count();
    await screenshot(page, 'problems-light');

    await page.getByLabel('Difficulty').selectOption('easy');
    await page.getByLabel('Topic').selectOption('array');
    await page.getByLabel('Search by title').fill(TITLE.slice(0, 3).toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('q') !== null);
    await page.reload();
    await rows.first().waitFor();

    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: TITLE.slice(0, 3).toLowerCase(),
      difficulty: 'easy',
      topic: 'array',
    });
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('easy');
    const badges = await rows
      .locator('[data-difficulty]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-difficulty')));
    expect(new Set(badges)).toEqual(new Set(['easy']));
    expect(
      await page.getByTestId('problem-row').getByRole('link', { name: TITLE, exact: true }).count(),
    ).toBe(1);
    expect(await rows.count()).toBeLessThan(total);

    await page.getByLabel('Search by title').fill('no such problem anywhere');
    await page.getByText('No problems match these filters').waitFor();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await rows.nth(total - 1).waitFor();
    expect(await rows.count()).toBe(total);
    expect(new URL(page.url()).search).toBe('');

    await useTheme(page, 'dark');
    await rows.first().waitFor();
    await screenshot(page, 'problems-dark');
    await context.close();
  });
});

describe('problem workspace', () => {
  it(
    'when a user runs a wrong Python solution and submits the accepted one, then the verdicts (with the failing sample’s data) show and the Submissions tab lists both submissions',
    async () => {
      const context = await signedInContext();
      const page = await context.newPage();
      const foreign = recordForeignRequests(page);
      await openTwoSum(page);

      const description = page.getByTestId('problem-description');
      expect(await description.getByTestId('problem-tags').innerText()).toMatch(/Array, Hashing/);
      await description.getByRole('heading', { name: 'Example 1' }).waitFor();
      await description.getByRole('heading', { name: 'Constraints' }).waitFor();
      expect(await description.locator('code', { hasText: 'nums' }).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('language-select').inputValue()).toBe('cpp');
      expect(await editorText(page)).toContain('class Solution');
      await screenshot(page, 'workspace-light', { fullPage: false });

      await page.getByTestId('language-select').selectOption('python');
      await page.waitForFunction(() =>
        document.querySelector('.monaco-editor .view-lines')?.textContent.includes('twoSum(self'),
      );
      await pasteCode(page, WRONG_PYTHON);
      await page.getByTestId('run-button').click();
      expect(await headline(page, 'run-result')).toBe(MESSAGES.testCaseFailed);
      expect(await page.getByTestId('result-detail').innerText()).toContain('Wrong Answer');
      await screenshot(page, 'workspace-run-failed-light', { fullPage: false });

      await page.getByTestId('submit-button').click();
      expect(await headline(page, 'submit-result')).toBe(MESSAGES.solutionFailed);
      const failing = page.getByTestId('submit-result').getByTestId('test-detail');
      expect(await failing.innerText()).toMatch(/Input[\s\S]*Expected output[\s\S]*Your output/);

      await pasteCode(page, ACCEPTED_PYTHON);
      await page.getByTestId('submit-button').click();
      expect(await headline(page, 'submit-result')).toBe(MESSAGES.solutionAccepted);
      await screenshot(page, 'workspace-result-light', { fullPage: false });

      await page.getByRole('tab', { name: 'Submissions' }).click();
      const rows = page.getByTestId('submission-row');
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(0).innerText()).toMatch(/Accepted[\s\S]*Python/);
      expect(await rows.nth(1).innerText()).toMatch(/Wrong Answer[\s\S]*Python/);
      await rows.nth(1).click();
      const detail = page.getByTestId('submission-detail');
      expect(await detail.getByTestId('test-detail').innerText()).toMatch(/Input[\s\S]*Expected output/);
      await detail.getByRole('button', { name: 'All submissions' }).click();
      await rows.nth(0).click();
      expect(await page.getByTestId('submission-code').innerText()).toContain('first_index');

      await page.reload();
      await editorReady(page);
      expect(await page.getByTestId('language-select').inputValue()).toBe('python');
      expect(await editorText(page)).toContain('first_index');
      await useTheme(page, 'dark');
      await editorReady(page);
      await page.locator('.monaco-editor.vs-dark').waitFor();
      await screenshot(page, 'workspace-dark', { fullPage: false });

      await page.goto('/problems?status=solved');
      await page.getByTestId('solved-mark').first().waitFor();
      expect(await page.getByTestId('problem-row').allInnerTexts()).toEqual([expect.stringContaining(TITLE)]);
      await page.goto('/problems');
      await page.getByTestId('solved-mark').first().waitFor();
      await screenshot(page, 'problems-solved-dark');
      expect(foreign).toEqual([]);
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'when a user writes only the Solution in C++, Java and JavaScript, then each is Accepted (the server adds the input and output code)',
    async () => {
      const context = await signedInContext();
      const page = await context.newPage();
      await openTwoSum(page);

      for (const [language, ext, starter] of [
        ['cpp', 'cpp', 'twoSum(vector<int>&'],
        ['java', 'java', 'twoSum(int[]'],
        ['javascript', 'js', 'twoSum(nums,'],
      ] as const) {
        await page.getByTestId('language-select').selectOption(language);
        // The starter of that language is in the editor (Monaco renders spaces as no-break spaces).
        await page.waitForFunction(
          (text) => document.querySelector('.monaco-editor .view-lines')?.textContent.includes(text),
          starter,
        );
        expect(await editorText(page)).not.toMatch(/int main|public static void main|readFileSync/);
        const answer = readFileSync(path.join(PACKAGE, `submissions/accepted/solution.fn.${ext}`), 'utf8');
        await pasteCode(page, answer);
        await page.getByTestId('submit-button').click();
        expect(await headline(page, 'submit-result'), language).toBe(MESSAGES.solutionAccepted);
      }
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'when a user picks TypeScript, Kotlin, Rust or C# on a library problem, then its starter shows coloured by its grammar and the Solution alone is Accepted',
    async () => {
      const context = await signedInContext();
      const page = await context.newPage();
      await openTwoSum(page);

      for (const [language, ext, starter] of [
        ['typescript', 'ts', 'twoSum(nums: number[]'],
        ['kotlin', 'kt', 'twoSum(nums: IntArray'],
        ['rust', 'rs', 'two_sum(nums: Vec<i32>'],
        ['csharp', 'cs', 'TwoSum(int[] nums'],
      ] as const) {
        await page.getByTestId('language-select').selectOption(language);
        await page.waitForFunction(
          (text) =>
            document
              .querySelector('.monaco-editor .view-lines')
              ?.textContent.replace(/\u00a0/g, ' ')
              .includes(text),
          starter,
        );
        // Monaco colours keywords only once the language's grammar has loaded (a lazy chunk of the bundle).
        await page.locator('.monaco-editor .view-lines span[class*="mtk"]:not(.mtk1)').first().waitFor();
        if (language === 'typescript') await screenshot(page, 'workspace-typescript');
        expect(await editorText(page)).not.toMatch(/fun main|fn main|static void Main|readFileSync/);
        const answer = readFileSync(path.join(PACKAGE, `submissions/accepted/solution.fn.${ext}`), 'utf8');
        await pasteCode(page, answer);
        await page.getByTestId('submit-button').click();
        expect(await headline(page, 'submit-result'), language).toBe(MESSAGES.solutionAccepted);
      }
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );

  it('when blank code is submitted, then nothing is sent; when a custom input is run, then the reference solution’s expected output shows beside the user’s with a real verdict', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const judged: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/submission/')) judged.push(request.url());
    });
    await openTwoSum(page);

    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.getByTestId('submit-button').click();
    await page.getByTestId('result-notice').filter({ hasText: MESSAGES.blankCode }).waitFor();
    expect(judged).toEqual([]);

    await page.getByTestId('language-select').selectOption('python');
    await pasteCode(page, ACCEPTED_PYTHON);
    await page.getByTestId('view-testcase').click();
    await page.getByRole('button', { name: 'Custom input' }).click();
    await page.getByLabel('Input for Run').fill('[5,1,4]\n5');
    await page.getByTestId('run-button').click();

    expect(await headline(page, 'run-result')).toBe(MESSAGES.testCasePassed);
    const detail = async () => (await page.getByTestId('test-detail').innerText()).replace(/\s+/g, ' ');
    expect(await detail()).toContain('Expected output [1,2] Your output [1,2]');
    expect(await page.getByTestId('result-detail').innerText()).toContain(MESSAGES.comparedWithReference);

    await pasteCode(page, WRONG_PYTHON);
    await page.getByTestId('run-button').click();
    await page.getByTestId('run-result').getByText('Wrong Answer').first().waitFor({ timeout: 90_000 });
    expect(await headline(page, 'run-result')).toBe(MESSAGES.testCaseFailed);
    expect(await detail()).toContain('Expected output [1,2] Your output [1,0]');
    await screenshot(page, 'workspace-custom-input-expected', { fullPage: false });
    expect(judged).toHaveLength(2);
    await context.close();
  });

  it('when the layout controls are used, then splitter, font size, fullscreen and Use This Solution respond', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await openTwoSum(page);
    const splitter = page.getByTestId('splitter');

    await splitter.focus();
    await page.keyboard.press('End');
    expect(await splitter.getAttribute('aria-valuenow')).toBe('80');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(await splitter.getAttribute('aria-valuenow')).toBe('22');
    const box = await page.getByTestId('workspace').boundingBox();
    if (!box) throw new Error('workspace not laid out');
    await splitter.hover();
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.95, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await splitter.getAttribute('aria-valuenow')).toBe('80');

    await page.getByRole('button', { name: 'Increase font size' }).click();
    expect(await page.getByRole('group', { name: 'Font size' }).innerText()).toContain('15px');
    await page.getByRole('button', { name: 'Enter fullscreen' }).click();
    expect(await page.locator('[data-fullscreen="true"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-fullscreen="true"]').count()).toBe(0);

    await page.getByRole('tab', { name: 'Solutions' }).click();
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await page.getByRole('button', { name: 'Use This Solution' }).click();
    await page.getByTestId('problem-description').waitFor();
    expect(await page.getByTestId('language-select').inputValue()).toBe('python');
    expect(await editorText(page)).toContain('first_index');
    await context.close();
  });

  it('when a visitor is signed out, then they can read the problem but Run and Submissions ask them to sign in', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/problems');
    await page.getByTestId('problem-row').first().waitFor();
    expect(await page.getByLabel('Status').isDisabled()).toBe(true);
    await openTwoSum(page);

    await page.getByTestId('run-button').click();
    const prompt = page.getByTestId('sign-in-prompt');
    await prompt.waitFor();
    const problemPath = new URL(page.url()).pathname;
    expect(await prompt.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent(problemPath)}`,
    );
    await page.getByRole('tab', { name: 'Submissions' }).click();
    expect(await page.getByTestId('sign-in-prompt').count()).toBe(2);
    await context.close();
  });

  it('when a first visit opens a problem, then the problem, the languages and the editor are asked for while the route’s code still loads', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // In the order the browser reports them: each request leaves before the workspace chunk has arrived,
    // not once the page has rendered (round trips off the way to the editor).
    const events: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/api/problem/problemById/')) events.push('problem asked');
      if (url.endsWith('/api/judge/languages')) events.push('languages asked');
      if (/\/assets\/editor\.api-[\w-]+\.js$/.test(url)) events.push('editor core asked');
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/workspace-[\w-]+\.js$/.test(request.url())) events.push('workspace chunk arrived');
    });
    await page.goto('/problem/two-sum');
    await editorReady(page);

    const arrived = events.indexOf('workspace chunk arrived');
    expect(events.slice(0, arrived).sort()).toEqual([
      'editor core asked',
      'languages asked',
      'problem asked',
    ]);
    // The editor's modules were fetched once: its lazy import found the preloaded ones.
    expect(events.filter((event) => event === 'editor core asked')).toHaveLength(1);
    await context.close();
  });

  it('when the problem does not exist, then Problem not found is shown', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/problem/00000000-0000-4000-8000-000000000000');

    await page.getByRole('heading', { name: MESSAGES.problemNotFoundTitle }).waitFor();
    expect(await page.getByText(MESSAGES.problemNotFoundBody).count()).toBe(1);
    await context.close();
  });
});
