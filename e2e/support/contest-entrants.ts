import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { problemSchema, type ProblemInput } from '@codecourt/contracts';
import { E2E_ADMIN, registerAccount, uniqueAccount } from './accounts.js';
import { REPO_ROOT } from './app-server.js';
import { newContext } from './browser.js';
import type { FileBrowser } from './browser.js';

// What the contest e2e files share: an a + b problem and the references it needs to be
// published, the XSRF header, full-page screenshots of contest screens and an entrant who submits once.

export const SUM_CPP =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n';
export const SUM_JAVA =
  'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n';

const sumCase = (a: number, b: number) => ({
  input: `${String(a)} ${String(b)}\n`,
  output: `${String(a + b)}\n`,
});

/**
 * An a + b problem: one visible test (1 10), the given hidden ones, and C++, Java and the given JavaScript as
 * references.
 */
export function sumProblem(
  title: string,
  javascript: string,
  hidden: readonly (readonly [number, number])[] = [
    [2, 20],
    [3, 30],
  ],
): ProblemInput {
  return {
    title,
    description: 'Read `a` and `b` on one line and print their sum.',
    difficulty: 'easy',
    tags: 'array',
    constraints: ['0 <= a, b <= 100'],
    visibleTestCases: [{ ...sumCase(1, 10), explanation: 'The sum.' }],
    hiddenTestCases: hidden.map(([a, b]) => sumCase(a, b)),
    startCode: (['C++', 'Java', 'JavaScript'] as const).map((language) => ({
      language,
      initialCode: '// read a and b, print a + b\n',
    })),
    referenceSolution: [
      { language: 'C++', completeCode: SUM_CPP },
      { language: 'Java', completeCode: SUM_JAVA },
      { language: 'JavaScript', completeCode: javascript },
    ],
  };
}

/**
 * A new a + b problem, created by the signed-in admin, for a contest of its own: a contest's problem is
 * secret until it ends (unless marked public), and the files of a shard share one server.
 */
export async function createSumProblem(
  admin: BrowserContext,
  title: string,
  javascript: string,
): Promise<string> {
  const created = await admin.request.post('/api/problem/create', {
    data: sumProblem(title, javascript),
    headers: await xsrf(admin),
    // Creating a problem judges its reference solutions (a C++ and a Java compile).
    timeout: 180_000,
  });
  if (!created.ok()) throw new Error(`create failed: ${String(created.status())} ${await created.text()}`);
  return problemSchema.parse(await created.json())._id;
}

const CONTEST_SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots/contests');

export async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  return { 'X-XSRF-TOKEN': (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** Signs the admin into the context through the API, as the page would. */
export async function signInAdmin(context: BrowserContext): Promise<void> {
  await context.request.get('/api/health');
  const login = await context.request.post('/api/user/login', {
    data: E2E_ADMIN,
    headers: await xsrf(context),
  });
  expect(login.ok(), `admin sign-in: ${String(login.status())}`).toBe(true);
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
