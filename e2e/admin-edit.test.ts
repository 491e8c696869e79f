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

/** Saves the form and waits for the verification's stream and the update's answer. */
async function save(
  page: Page,
): Promise<{ verifyBody: Record<string, unknown>; stream: string; status: number }> {
  const verified = page.waitForResponse((r) => r.url().includes('/api/problem/verify/'), {
    timeout: FLOW_TIMEOUT_MS,
  });
  const stream = verified.then((r) => r.text());
  const saved = page.waitForResponse((r) => r.url().includes('/api/problem/update/'), {
    timeout: FLOW_TIMEOUT_MS,
  });
  await page.getByTestId('publish-button').click();
  const verify = await verified;
  return {
    verifyBody: verify.request().postDataJSON() as Record<string, unknown>,
    stream: await stream,
    status: (await saved).status(),
  };
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
      await openTwoSum(page);
      await screenshot(page, 'rough-admin-edit-light', { fullPage: false });

      const verified = page.waitForResponse((r) => r.url().includes('/api/problem/verify/'));
      // Read the stream as soon as it answers: the saved form navigates away, and the body goes with the page.
      const verifiedText = verified.then((r) => r.text());
      const saved = page.waitForResponse((r) => r.url().includes('/api/problem/update/'), {
        timeout: FLOW_TIMEOUT_MS,
      });
      await page.getByTestId('publish-button').click();

      const verify = await verified;
      const body = verify.request().postDataJSON() as Record<string, unknown>;
      expect(body).not.toHaveProperty('hiddenTestCases');
      expect(await verifiedText).toContain('"type":"passed"');
      const save = await saved;
      expect(save.status(), await save.text()).toBe(200);
      // ky streams the PUT body, which Playwright does not expose; the verify body above is the same input.
      expect(await save.json()).toMatchObject({ title: 'Two Sum' });
      // After an update the app shows the problem at its slug address, not at its id.
      await page.waitForURL(/\/problem\/two-sum$/, { timeout: FLOW_TIMEOUT_MS });
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

      expect(saved.verifyBody).not.toHaveProperty('hiddenTestCases');
      expect(saved.verifyBody).not.toHaveProperty('harnesses');
      expect(saved.verifyBody.description).toBe(edited);
      expect(saved.stream).toContain('"type":"passed"');
      expect(saved.status).toBe(200);
      await page.waitForURL(/\/problem\/two-sum$/, { timeout: FLOW_TIMEOUT_MS });
      const after = problemSchema.parse(
        await (await context.request.get('/api/problem/problemById/two-sum')).json(),
      );
      expect(after.description).toBe(edited);

      // Back as it was, so other files read the library's statement.
      await openTwoSum(page);
      await page.getByTestId('problem-description').fill(before.description);
      expect((await save(page)).status).toBe(200);
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
