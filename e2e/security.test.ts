import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT, startAppServer } from './support/app-server.js';
import type { AppServer } from './support/app-server.js';
import { newContext, useBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
const PACKAGE = path.join(REPO_ROOT, 'problems/two-sum');
const TITLE =
  /^name:\s*(.+)$/m.exec(readFileSync(path.join(PACKAGE, 'problem.yaml'), 'utf8'))?.[1]?.trim() ?? '';
const FLOW_TIMEOUT_MS = 120_000;
const browser = useBrowser();

/** Every CSP violation the page reports, from the DOM event and from Chromium's console. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${String(event.lineNumber)}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('the SPA under its CSP', () => {
  it(
    'when a signed-in user goes through the landing page, the problem list and the workspace and runs code, then nothing is blocked and Monaco’s worker comes from our origin',
    async () => {
      const context = await newContext(browser, baseUrl);
      await registerAccount(context, uniqueAccount('Csp'), { keepSession: true });
      const page = await context.newPage();
      const violations = await recordCspViolations(page);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));

      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.goto(`/problems?q=${encodeURIComponent(TITLE)}`);
      await page.getByTestId('problem-row').getByRole('link', { name: TITLE, exact: true }).click();
      await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
      await page.getByTestId('run-button').click();
      await page.getByTestId('run-result').waitFor({ timeout: 90_000 });

      expect(violations).toEqual([]);
      // The lean Monaco set-up (no language services) may start no worker at all; any it starts is ours.
      for (const url of workers) expect(url.startsWith(`${baseUrl}/assets/`)).toBe(true);
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('production cookies in a real browser', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: 'e2e-access-secret-0123456789abcdef0123456789',
      JWT_REFRESH_SECRET: 'e2e-refresh-secret-0123456789abcdef012345678',
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it(
    'when a visitor signs up, writes and signs out on a production server, then the browser keeps __Host- session cookies and the page still sends its XSRF token',
    async () => {
      const context = await newContext(browser, server.baseUrl);
      const page = await context.newPage();
      const violations = await recordCspViolations(page);
      const account = uniqueAccount('Hostprefix');

      await page.goto('/signup');
      await page.getByLabel('First name').fill(account.firstName);
      await page.getByLabel('Email').fill(account.emailId);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      // Sign-up sends where sign-in sends: the problem list by default.
      await page.waitForURL(`${server.baseUrl}/problems`);
      await page.getByTestId('profile-menu').waitFor();

      const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]));
      expect([...cookies.keys()].sort()).toEqual(['XSRF-TOKEN', '__Host-accessToken', '__Host-refreshToken']);
      expect(cookies.get('__Host-accessToken')).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookies.get('XSRF-TOKEN')).toMatchObject({ secure: true, httpOnly: false, path: '/' });

      await page.reload();
      await page.getByTestId('profile-menu').waitFor();
      await page.getByTestId('profile-menu').click();
      await page.getByRole('link', { name: 'Sign Out' }).click();
      await page.waitForURL(`${server.baseUrl}/login`);

      const left = (await context.cookies()).map((cookie) => cookie.name);
      expect(left).not.toContain('__Host-accessToken');
      expect(left).not.toContain('__Host-refreshToken');
      expect(violations).toEqual([]);
      await context.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
