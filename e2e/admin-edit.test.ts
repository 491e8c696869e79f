import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { E2E_ADMIN } from './support/accounts.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';

const baseUrl = inject('baseUrl');
const FLOW_TIMEOUT_MS = 300_000;
let browser: Browser;

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
      const context = await newContext(browser, baseUrl);
      await context.request.get('/api/health');
      const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const login = await context.request.post('/api/user/login', {
        data: E2E_ADMIN,
        headers: { 'X-XSRF-TOKEN': xsrf },
      });
      expect(login.ok()).toBe(true);
      const page = await context.newPage();
      await page.goto('/admin/update');
      await page.getByTestId('admin-search').fill('Two Sum');
      await page.getByRole('link', { name: 'Edit Two Sum' }).first().click();
      await expect.poll(() => page.getByTestId('problem-title').inputValue()).toBe('Two Sum');
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
});
