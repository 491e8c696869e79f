import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './accounts.js';
import { REPO_ROOT } from './app-server.js';
import { newContext } from './browser.js';
import type { FileBrowser } from './browser.js';

// What the contest e2e files (integrity, rejudge) share: the a + b references a problem needs to be
// published, the XSRF header, full-page screenshots of contest screens and an entrant who submits once.

export const SUM_CPP =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n';
export const SUM_JAVA =
  'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n';

const CONTEST_SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots/contests');

export async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  return { 'X-XSRF-TOKEN': (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** docs/screenshots/contests/<name>.png, the whole page. */
export async function contestShot(page: Page, name: string): Promise<void> {
  await mkdir(CONTEST_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(CONTEST_SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** A new account registered for the contest that submits `code` (JavaScript) to problem A once. */
export async function contestEntrant(
  browser: Browser | FileBrowser,
  baseUrl: string,
  contestId: string,
  firstName: string,
  code: string,
): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await registerAccount(context, uniqueAccount(firstName), { keepSession: true });
  const headers = await xsrf(context);
  expect(
    (await context.request.post(`/api/contests/${contestId}/register`, { data: {}, headers })).ok(),
  ).toBe(true);
  const submitted = await context.request.post(`/api/contests/${contestId}/submit/A`, {
    data: { code, language: 'javascript' },
    headers,
  });
  expect(submitted.status()).toBeLessThan(300);
  return context;
}
