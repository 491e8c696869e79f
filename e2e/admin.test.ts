import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@codecourt/contracts';
import { E2E_ADMIN, registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';
import { editorReady, pasteCode, useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const FLOW_TIMEOUT_MS = 420_000;
const JUDGE_TIMEOUT_MS = 180_000;
const TITLE = `Add Two Numbers ${randomUUID().slice(0, 8)}`;

// New problems have no harness: templates and references are whole programs reading stdin.
const CODE = {
  cpp: {
    template: '#include <iostream>\n\nint main() {\n    // read a and b, print their sum\n}\n',
    reference:
      '#include <iostream>\n\nint main() {\n    long long a, b;\n    std::cin >> a >> b;\n    std::cout << a + b << std::endl;\n}\n',
  },
  java: {
    template: 'public class Main {\n    public static void main(String[] args) {\n    }\n}\n',
    reference:
      'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        long a = in.nextLong(), b = in.nextLong();\n        System.out.println(a + b);\n    }\n}\n',
  },
  javascript: {
    template: "const input = require('fs').readFileSync(0, 'utf8');\n",
    reference:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
  },
} as const;
const WRONG_JAVASCRIPT =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a - b);\n";

const browser = useBrowser();

async function signedInContext(account: { emailId: string; password: string }): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.request.get('/api/health');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await context.request.post('/api/user/login', {
    data: account,
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (!answer.ok()) throw new Error(`login failed: ${String(answer.status())} ${await answer.text()}`);
  return context;
}

/** The form's Monaco editors have drawn their lines. */
async function formEditorsReady(page: Page): Promise<void> {
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
}

/** Replaces the text of one of the form's Monaco editors, as a user pasting code would. */
async function pasteInto(page: Page, testId: string, code: string): Promise<void> {
  const lines = page.getByTestId(testId).locator('.monaco-editor .view-lines');
  await lines.waitFor({ timeout: 30_000 });
  await lines.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press('ControlOrMeta+V');
  await page.waitForFunction(
    ([id, first]) =>
      // Monaco draws spaces as no-break spaces.
      document
        .querySelector(`[data-testid="${id}"] .view-lines`)
        ?.textContent.replaceAll('\u00a0', ' ')
        .includes(first) === true,
    [testId, code.split('\n')[0]?.trim().slice(0, 20) ?? ''] as const,
  );
}

async function fillCode(page: Page, language: keyof typeof CODE, reference: string): Promise<void> {
  await page.getByTestId(`code-tab-${language}`).click();
  await pasteInto(page, `editor-${language}-template`, CODE[language].template);
  await pasteInto(page, `editor-${language}-reference`, reference);
}

async function fillProblem(page: Page): Promise<void> {
  await page.getByTestId('problem-title').fill(TITLE);
  await page.getByTestId('problem-difficulty').selectOption('easy');
  await page.getByTestId('problem-tags').getByLabel('array').check();
  await page.getByTestId('problem-constraints').fill('-10^9 <= a, b <= 10^9');
  await page
    .getByTestId('problem-description')
    .fill('Read two integers **a** and **b** and print `a + b`.\n\n<script>alert(1)</script>');
  const visible = page.getByTestId('visibleTestCases').getByTestId('test-row').first();
  await visible.getByTestId('input-field').fill('1 2');
  await visible.getByTestId('output-field').fill('3');
  await visible.getByTestId('explanation-field').fill('1 + 2 = 3');
  const hidden = page.getByTestId('hiddenTestCases').getByTestId('test-row').first();
  await hidden.getByTestId('input-field').fill('5 5');
  await hidden.getByTestId('output-field').fill('10');
  await page.getByTestId('add-hiddenTestCases').click();
  const second = page.getByTestId('hiddenTestCases').getByTestId('test-row').nth(1);
  await second.getByTestId('input-field').fill('-4 9');
  await second.getByTestId('output-field').fill('5');
  await fillCode(page, 'cpp', CODE.cpp.reference);
  await fillCode(page, 'java', CODE.java.reference);
  await fillCode(page, 'javascript', WRONG_JAVASCRIPT);
}

/**
 * A real WebM recorded by the browser itself (no ffmpeg needed): two seconds of noise at a high bitrate,
 * about a megabyte, so a throttled upload shows the bar moving.
 */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/webm',
      videoBitsPerSecond: 5_000_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const noise = context?.createImageData(320, 180);
    for (let frame = 0; frame < 50; frame += 1) {
      if (context && noise) {
        for (let i = 0; i < noise.data.length; i += 1) noise.data[i] = (Math.random() * 256) | 0;
        context.putImageData(noise, 0, 0);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

describe('admin', () => {
  it(
    'when an admin publishes a problem, then a wrong reference is refused with its failing test, a user solves the published one, its video plays in the Editorial tab, it round-trips as a package zip, and deleting it keeps the user’s submission',
    async () => {
      const admin = await signedInContext(E2E_ADMIN);
      const page = await admin.newPage();

      await page.goto('/admin');
      await page.getByTestId('admin-cards').waitFor();
      await page.getByTestId('import-export').waitFor();
      await screenshot(page, 'admin-panel-light');
      await page.getByRole('link', { name: /Create Problem/ }).click();
      await page.waitForURL(/\/admin\/create$/);

      await page.getByTestId('publish-button').click();
      await page.getByText('Title is required').first().waitFor();
      expect(await page.locator('#code-error').innerText()).toBe(MESSAGES.allLanguagesRequired);

      await formEditorsReady(page);
      await fillProblem(page);
      const preview = page.getByTestId('statement-preview');
      expect(await preview.locator('strong').first().innerText()).toBe('a');
      expect(await preview.locator('script').count()).toBe(0);
      await screenshot(page, 'admin-form-light');

      await page.getByTestId('publish-button').click();
      await page.getByTestId('verify-progress').waitFor({ timeout: 30_000 });
      const refused = page.getByTestId('publish-refused');
      await refused.waitFor({ timeout: JUDGE_TIMEOUT_MS });
      expect(await page.getByTestId('publish-error').innerText()).toMatch(
        /JavaScript reference solution: Wrong Answer on visible test 1/,
      );
      expect(await page.getByTestId('failure-input').innerText()).toBe('1 2');
      expect(await page.getByTestId('failure-expected').innerText()).toBe('3');
      expect((await page.getByTestId('failure-actual').innerText()).trim()).toBe('-1');
      await screenshot(page, 'admin-form-refused-light', { fullPage: false });
      // The same filled form in the dark theme, switched in place so nothing typed is lost.
      const themeToggle = page.getByTestId('theme-toggle').first();
      await themeToggle.click();
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await screenshot(page, 'admin-form-dark');
      await themeToggle.click();
      await page.locator('html[data-theme="light"]').waitFor({ state: 'attached' });
      const unpublished = await admin.request.get('/api/problem/getAllProblem');
      expect(JSON.stringify(await unpublished.json())).not.toContain(TITLE);

      await pasteInto(page, 'editor-javascript-reference', CODE.javascript.reference);
      await page.getByTestId('publish-button').click();
      await page.waitForURL(/\/problem\/[^/]+$/, { timeout: JUDGE_TIMEOUT_MS });
      const problemId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();

      // The update tool finds it and loads it into the same form.
      await page.goto('/admin/update');
      await page.getByTestId('admin-search').fill(TITLE);
      await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
      await expect.poll(() => page.getByTestId('problem-title').inputValue()).toBe(TITLE);
      expect(await page.getByTestId('visibleTestCases').getByTestId('input-field').first().inputValue()).toBe(
        '1 2',
      );
      // Hidden tests never reach the public read: the form takes them from the admin read (GET /problem/admin/{id}).
      const hiddenInputs = page.getByTestId('hiddenTestCases').getByTestId('input-field');
      await expect.poll(() => hiddenInputs.count()).toBe(2);
      expect((await hiddenInputs.first().inputValue()).trim()).toBe('5 5');
      await page.goto('/admin/update?id=no-such-problem');
      await page.getByText(MESSAGES.updateProblemNotFound).waitFor();

      // A user solves the new problem.
      const user = await newContext(browser, baseUrl);
      await user.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await registerAccount(user, uniqueAccount('Edsger'), { keepSession: true });
      const solver = await user.newPage();
      await solver.goto(`/problem/${problemId}`);
      await solver.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await editorReady(solver);
      await solver.getByTestId('language-select').selectOption('javascript');
      await pasteCode(solver, CODE.javascript.reference);
      await solver.getByTestId('submit-button').click();
      const result = solver.getByTestId('submit-result');
      await result.waitFor({ timeout: JUDGE_TIMEOUT_MS });
      expect((await result.getByTestId('result-headline').innerText()).trim()).toBe(
        MESSAGES.solutionAccepted,
      );

      // The admin uploads a video with a slowed connection, so the progress bar is seen moving.
      await page.goto(`/admin/upload/${problemId}`);
      await page.getByTestId('video-manager').waitFor();
      await page.getByTestId('upload-video').click();
      expect(await page.getByTestId('upload-error').innerText()).toBe(MESSAGES.videoRequired);
      await page.getByTestId('video-file').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a video'),
      });
      await page.getByTestId('upload-video').click();
      expect(await page.getByTestId('upload-error').innerText()).toBe(MESSAGES.videoInvalidType);

      const webm = await recordWebm(page);
      expect(webm.byteLength).toBeGreaterThan(100_000);
      const cdp = await admin.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: Math.max(64 * 1024, Math.round(webm.byteLength / 3)),
      });
      await page.getByTestId('video-file').setInputFiles({
        name: 'solution.webm',
        mimeType: 'video/webm',
        buffer: webm,
      });
      // Every percent the bar shows is recorded, however fast the upload goes.
      await page.evaluate(() => {
        const seen: number[] = [];
        Object.assign(window, { progressSeen: seen });
        new MutationObserver(() => {
          const bar = document.querySelector<HTMLProgressElement>('[data-testid="upload-progress"] progress');
          if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await page.getByTestId('upload-video').click();
      await page.getByTestId('upload-progress').waitFor();
      await page.waitForFunction(() => {
        const bar = document.querySelector<HTMLProgressElement>('[data-testid="upload-progress"] progress');
        return bar !== null && bar.value >= 20;
      });
      await screenshot(page, 'admin-video-uploading-light', { fullPage: false });
      await page.getByTestId('upload-done').waitFor({ timeout: 60_000 });
      const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
      expect(seen.at(-1)).toBe(100);
      expect(seen.filter((percent) => percent > 0 && percent < 100).length).toBeGreaterThan(2);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.getByTestId('current-video').waitFor();
      await screenshot(page, 'admin-video-light');
      await useTheme(page, 'dark');
      await page.getByTestId('current-video').waitFor();
      await screenshot(page, 'admin-video-dark');
      await useTheme(page, 'light');

      // The user plays it in the Editorial tab.
      await solver.goto(`/problem/${problemId}`);
      await solver.getByRole('tab', { name: 'Editorial' }).click();
      const video = solver.getByTestId('solution-video');
      await video.waitFor();
      await solver.waitForFunction(
        async () => {
          const element = document.querySelector<HTMLVideoElement>('[data-testid="solution-video"]');
          if (!element) return false;
          element.muted = true;
          await element.play().catch(() => undefined);
          return element.currentTime > 0 || element.ended;
        },
        undefined,
        { timeout: 30_000, polling: 500 },
      );

      // The problem goes out as a package zip and comes back in over itself.
      await page.goto('/admin');
      await page.getByTestId('export-problem').selectOption(problemId);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-link').click(),
      ]);
      const zip = await download.path();
      await page.getByTestId('import-file').setInputFiles(zip);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      // Its slug exists: the import asks before it replaces the problem.
      await page.getByTestId('import-replace').waitFor({ timeout: JUDGE_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Replace', exact: true }).click();
      const imported = page.getByTestId('import-done');
      await imported.waitFor({ timeout: JUDGE_TIMEOUT_MS });
      expect(await imported.innerText()).toContain(`“${TITLE}” updated`);

      // The admin deletes the problem; the user's submission stays in their history.
      await page.goto('/admin/delete');
      await page.getByTestId('admin-search').fill(TITLE);
      await expect.poll(() => page.getByTestId('admin-problem-row').count()).toBe(1);
      await page.getByTestId('delete-problem').click();
      await page.getByTestId('confirm-delete').click();
      await page.getByText('No problem matches').waitFor();
      const list = await admin.request.get('/api/problem/getAllProblem');
      expect(JSON.stringify(await list.json())).not.toContain(TITLE);

      await solver.goto('/profile');
      await solver.getByTestId('recent-submissions').waitFor();
      expect(await solver.getByTestId('recent-submissions').innerText()).toContain(TITLE);

      await user.close();
      await admin.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
