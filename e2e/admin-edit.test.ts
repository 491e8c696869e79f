import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminProblemSchema, problemSchema, testUploadResponseSchema } from '@codecourt/contracts';
import { E2E_ADMIN } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const FLOW_TIMEOUT_MS = 300_000;
const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots/admin');
let browser: Browser;

/** A context signed in as the e2e admin. */
async function adminContext(): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await context.request.get('/api/health');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await context.request.post('/api/user/login', {
    data: E2E_ADMIN,
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(login.ok()).toBe(true);
  return context;
}

/** Two Sum in Admin › Update, its form loaded. */
async function openTwoSum(page: Page): Promise<void> {
  await page.goto('/admin/update');
  await page.getByTestId('admin-search').fill('Two Sum');
  await page.getByRole('link', { name: 'Edit Two Sum' }).first().click();
  await expect.poll(() => page.getByTestId('problem-title').inputValue()).toBe('Two Sum');
}

type Exchange = { requestBody: Record<string, unknown>; status: number; text: string };

/**
 * The next exchange with a URL holding `part`, read in full before the page gets it: the form navigates away
 * as soon as the save answers, and Chromium drops a response's body with the page it belonged to.
 */
function nextExchange(page: Page, part: string): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const matcher = (url: URL) => url.pathname.includes(part);
    void page.route(
      matcher,
      async (route) => {
        try {
          const response = await route.fetch({ timeout: FLOW_TIMEOUT_MS });
          const text = await response.text();
          resolve({
            requestBody: route.request().postDataJSON() as Record<string, unknown>,
            status: response.status(),
            text,
          });
          await route.fulfill({ response, body: text });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      { times: 1 },
    );
  });
}

/** Saves the form: the verification's request and whole stream, and the update's answer. */
async function save(page: Page): Promise<{ verify: Exchange; update: Exchange }> {
  const verify = nextExchange(page, '/api/problem/verify/');
  const update = nextExchange(page, '/api/problem/update/');
  await page.getByTestId('publish-button').click();
  return { verify: await verify, update: await update };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('admin edit of a library problem', () => {
  it(
    'when an admin opens Two Sum in Admin › Update and saves it unchanged, then verification runs on the server’s tests, the save succeeds (no 413) and the app goes to /problem/two-sum',
    async () => {
      const context = await adminContext();
      const page = await context.newPage();
      const languagesOf = async () =>
        problemSchema
          .parse(await (await context.request.get('/api/problem/problemById/two-sum')).json())
          .startCode.map((entry) => entry.language);
      const before = await languagesOf();
      expect(before).toEqual(expect.arrayContaining(['TypeScript', 'Kotlin', 'Rust', 'C#']));
      await openTwoSum(page);
      await screenshot(page, 'rough-admin-edit-light', { fullPage: false });

      const { verify, update } = await save(page);
      expect(verify.requestBody).not.toHaveProperty('hiddenTestCases');
      expect(verify.text).toContain('"type":"passed"');
      expect(update.status, update.text).toBe(200);
      // ky streams the PUT body, which Playwright does not expose; the verify body above is the same input.
      expect(JSON.parse(update.text)).toMatchObject({ title: 'Two Sum' });
      // After an update the app shows the problem at its slug address, not at its id.
      await page.waitForURL(/\/problem\/two-sum$/, { timeout: FLOW_TIMEOUT_MS });
      // Every library language's code survives the form: none of them is dropped by the save.
      expect(await languagesOf()).toEqual(before);
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'when the admin changes Two Sum’s statement, then only the change travels, verification runs and the new statement is stored',
    async () => {
      const context = await adminContext();
      const page = await context.newPage();
      const before = problemSchema.parse(
        await (await context.request.get('/api/problem/problemById/two-sum')).json(),
      );
      await openTwoSum(page);
      // The form shows the library's harness, so the problem stays function-only as it is edited.
      await page.getByTestId('harness-cpp-append').waitFor();
      const statement = page.getByTestId('problem-description');
      const edited = `${before.description}\n\nEdited through Admin › Update.`;
      await statement.fill(edited);

      const saved = await save(page);

      expect(saved.verify.requestBody).not.toHaveProperty('hiddenTestCases');
      expect(saved.verify.requestBody).not.toHaveProperty('harnesses');
      expect(saved.verify.requestBody.description).toBe(edited);
      expect(saved.verify.text).toContain('"type":"passed"');
      expect(saved.update.status, saved.update.text).toBe(200);
      await page.waitForURL(/\/problem\/two-sum$/, { timeout: FLOW_TIMEOUT_MS });
      const after = problemSchema.parse(
        await (await context.request.get('/api/problem/problemById/two-sum')).json(),
      );
      expect(after.description).toBe(edited);

      // Back as it was, so other files read the library's statement.
      await openTwoSum(page);
      await page.getByTestId('problem-description').fill(before.description);
      expect((await save(page)).update.status).toBe(200);
      await context.close();
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    'when the admin uploads a stored test again as files, then the server verifies it and answers it replaced, with the same count',
    async () => {
      const context = await adminContext();
      const page = await context.newPage();
      const stored = adminProblemSchema.parse(
        await (await context.request.get('/api/problem/admin/two-sum')).json(),
      );
      const [first] = stored.hiddenTestCases;
      if (!first?.name) throw new Error('Two Sum has no named hidden test');
      await openTwoSum(page);
      const upload = page.getByTestId('test-upload');
      await upload.scrollIntoViewIfNeeded();
      await upload.getByLabel('Input file').setInputFiles({
        name: `${first.name}.in`,
        mimeType: 'text/plain',
        buffer: Buffer.from(first.input),
      });
      await upload.getByLabel('Answer file').setInputFiles({
        name: `${first.name}.ans`,
        mimeType: 'text/plain',
        buffer: Buffer.from(first.output),
      });
      const answered = page.waitForResponse((r) => r.url().includes('/api/problem-tests/'), {
        timeout: FLOW_TIMEOUT_MS,
      });

      await upload.getByRole('button', { name: 'Upload and verify' }).click();

      const response = await answered;
      expect(response.status()).toBe(200);
      expect(testUploadResponseSchema.parse(await response.json())).toEqual({
        added: 0,
        replaced: 1,
        hiddenTests: stored.hiddenTestCases.length,
      });
      await upload.getByTestId('test-upload-done').waitFor();
      await shots(context, page);
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );
});

/** The update form's tests and code sections, light and dark, and on a 390 px phone. */
async function shots(context: BrowserContext, page: Page): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const at = async (shown: Page, name: string) => {
    await shown.getByTestId('test-upload').scrollIntoViewIfNeeded();
    await shown.screenshot({ path: path.join(SCREENSHOTS, `update-tests-${name}.png`) });
    await shown.getByTestId('harness-cpp-prepend').scrollIntoViewIfNeeded();
    await shown.screenshot({ path: path.join(SCREENSHOTS, `update-harness-${name}.png`) });
  };
  await at(page, 'light');
  await useTheme(page, 'dark');
  await expect.poll(() => page.getByTestId('problem-title').inputValue()).toBe('Two Sum');
  await at(page, 'dark');
  await useTheme(page, 'light');
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await openTwoSum(phone);
  await at(phone, 'phone');
  await phone.close();
}
