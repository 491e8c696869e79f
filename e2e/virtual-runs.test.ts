import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@codecourt/contracts';
import { E2E_ADMIN, registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT, startAppServer, type AppServer } from './support/app-server.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext } from './support/browser.js';
import { editorReady, pasteCode, useTheme } from './support/workspace-page.js';

const PACKAGE = path.join(REPO_ROOT, 'problems/two-sum');
const ACCEPTED_PYTHON = readFileSync(path.join(PACKAGE, 'submissions/accepted/solution.fn.py'), 'utf8');
const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots/contests');
const MINUTE_MS = 60_000;
const FLOW_TIMEOUT_MS = 420_000;

let clockDir: string;
let clockFile: string;
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  clockDir = await mkdtemp(path.join(tmpdir(), 'codecourt-clock-'));
  clockFile = path.join(clockDir, 'offset-ms');
  await writeFile(clockFile, '0');
  server = await startAppServer({ TEST_CLOCK_FILE: clockFile });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await rm(clockDir, { recursive: true, force: true });
});

/** Moves the server's clock to `minutes` after the real time. */
const clockAt = (minutes: number) => writeFile(clockFile, String(minutes * MINUTE_MS));

async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  return { 'X-XSRF-TOKEN': (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

async function signedIn(name: string): Promise<BrowserContext> {
  const context = await newContext(browser, server.baseUrl);
  await registerAccount(context, uniqueAccount(name), { keepSession: true });
  return context;
}

async function post(context: BrowserContext, url: string, data: unknown) {
  const res = await context.request.post(url, { data, headers: await xsrf(context), timeout: 120_000 });
  if (!res.ok()) throw new Error(`${url}: ${String(res.status())} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Every loading line gone: a page such as the profile shows several at once, so none may be waited for alone. */
async function loaded(page: Page): Promise<void> {
  await expect.poll(() => page.getByText(/^Loading/).count(), { timeout: 30_000 }).toBe(0);
}

/** Light, dark and phone screenshots of the page as it is now. */
async function shots(context: BrowserContext, page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-light.png`), fullPage: true });
  await useTheme(page, 'dark');
  // The theme reloads the page: the session and the board come back before the shot.
  await page.waitForLoadState('networkidle');
  await loaded(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-dark.png`), fullPage: true });
  await useTheme(page, 'light');
  await page.waitForLoadState('networkidle');
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(new URL(page.url()).pathname);
  await phone.waitForLoadState('networkidle');
  await loaded(phone);
  await phone.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone.png`), fullPage: true });
  await phone.close();
}

const cellOf = (page: Page, name: string) =>
  page.getByTestId('scoreboard-row').filter({ hasText: name }).getByTestId('score-cell').first();

describe('virtual participation', () => {
  it(
    'when a rated contest is over, then a virtual run shows the field move with its clock, submits count for the run, the end compares, and the rating chart is on the profile',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const tag = randomUUID().slice(0, 6);
      const admin = await newContext(browser, server.baseUrl);
      // The server imports the problem library as it starts: on a loaded machine its first answer is slow.
      await admin.request.get('/api/health', { timeout: 180_000 });
      const login = await admin.request.post('/api/user/login', {
        data: E2E_ADMIN,
        headers: await xsrf(admin),
      });
      expect(login.ok()).toBe(true);
      // The library is imported as the server starts: wait for Two Sum, by its package slug.
      let problemId = '';
      for (let tries = 0; tries < 60 && problemId === ''; tries++) {
        const res = await admin.request.get('/api/problem/problemById/two-sum');
        if (res.ok()) problemId = ((await res.json()) as { _id: string })._id;
        else await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      expect(problemId).not.toBe('');
      const start = Date.now() - MINUTE_MS;
      const contest = await post(admin, '/api/contests', {
        title: `Replay round ${tag}`,
        slug: `replay-round-${tag}`,
        format: 'icpc',
        rated: true,
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 30 * MINUTE_MS).toISOString(),
        problems: [{ label: 'A', problemId, public: true }],
      });
      const slug = String(contest.slug);
      const contestId = String(contest._id);

      // The field: Fay solves A in her first minutes, Gus tries and fails.
      const fay = await signedIn('Fay');
      const gus = await signedIn('Gus');
      for (const person of [fay, gus]) await post(person, `/api/contests/${contestId}/register`, {});
      await post(fay, `/api/contests/${contestId}/submit/A`, { code: ACCEPTED_PYTHON, language: 'python' });
      await post(gus, `/api/contests/${contestId}/submit/A`, {
        code: 'class Solution: pass\n',
        language: 'python',
      });

      // The contest is over; Eve starts a virtual run from its page.
      await clockAt(31);
      const eve = await signedIn('Eve');
      const page = await eve.newPage();
      await page.goto(`/contests/${slug}`);
      await page.getByTestId('participate-virtually').click();
      await page.waitForURL(/\/virtual\/[0-9a-f-]+$/);
      await page.getByTestId('virtual-board').waitFor();
      // At minute 0 nobody has solved anything yet.
      expect(await cellOf(page, 'Fay').getAttribute('data-state')).toBe('empty');
      expect((await page.getByTestId('virtual-rank').innerText()).replace(/\s+/g, ' ')).toMatch(
        /You would be 1st of 3/,
      );

      // Three minutes into the run, Fay's solve has happened: the board moves by itself.
      await clockAt(34);
      await page
        .getByTestId('scoreboard-row')
        .filter({ hasText: 'Fay' })
        .locator('[data-testid="score-cell"][data-state="solved"]')
        .waitFor({ timeout: 30_000 });
      expect((await page.getByTestId('virtual-rank').innerText()).replace(/\s+/g, ' ')).toMatch(
        /You would be 2nd of 3/,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await shots(eve, page, 'virtual-run');

      // Eve submits in the run's workspace: it counts for her run only.
      await page.getByTestId('virtual-problems').getByRole('link').first().click();
      await page.getByTestId('contest-bar').waitFor();
      await editorReady(page);
      await page.getByTestId('language-select').selectOption('python');
      await page.waitForFunction(() =>
        document.querySelector('.monaco-editor .view-lines')?.textContent.includes('twoSum(self'),
      );
      await pasteCode(page, ACCEPTED_PYTHON);
      await page.getByTestId('submit-button').click();
      const result = page.getByTestId('submit-result');
      await result.waitFor({ timeout: 120_000 });
      expect((await result.getByTestId('result-headline').innerText()).trim()).toBe(
        MESSAGES.solutionAccepted,
      );
      await page.getByTestId('contest-bar').getByRole('link', { name: 'Board', exact: true }).click();
      await page.getByTestId('virtual-board').waitFor();
      await page
        .locator(
          '[data-testid="scoreboard-row"][aria-current="true"] [data-testid="score-cell"][data-state="solved"]',
        )
        .waitFor({ timeout: 30_000 });
      const live = (await (await eve.request.get(`/api/contests/${contestId}/scoreboard`)).json()) as {
        total: number;
      };
      expect(live.total).toBe(2);

      // The run ends: the comparison shows; the replay slider spectates the original board.
      await clockAt(70);
      await page.reload();
      await page.getByTestId('run-comparison').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('comparison-row').first().innerText()).toContain('1 of 2');
      await shots(eve, page, 'virtual-run-ended');
      await page.goto(`/contests/${slug}/scoreboard`);
      const slider = page.getByRole('slider', { name: 'Elapsed minutes' });
      await slider.fill('0');
      await page.getByTestId('replay-minute').filter({ hasText: 'Minute 0 of 30' }).waitFor();
      await expect
        .poll(() =>
          page.getByTestId('replay').locator('[data-testid="score-cell"][data-state="solved"]').count(),
        )
        .toBe(0);
      await shots(eve, page, 'replay');
      await page.goto(`/contests/${slug}`);
      await page.getByTestId('upsolved-mark').waitFor();

      // The profile lists the run as virtual; Fay's profile shows her rating chart (finalised 5 min after the end).
      await page.goto('/profile');
      await page.getByTestId('virtual-runs').waitFor();
      expect(await page.getByTestId('virtual-runs').innerText()).toContain('virtual');
      // The sweep runs every 30 s on the moved clock.
      for (let tries = 0; tries < 45; tries++) {
        const mine = (await (await fay.request.get('/api/ratings/me')).json()) as { rating: number | null };
        if (mine.rating !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      const fayPage = await fay.newPage();
      await fayPage.goto('/profile');
      await fayPage.getByTestId('rating-chart').waitFor({ timeout: 90_000 });
      expect(await fayPage.getByTestId('rating-point').count()).toBe(1);
      expect(await fayPage.getByTestId('rating-point').first().locator('title').textContent()).toContain(
        `Replay round ${tag}`,
      );
      await shots(fay, fayPage, 'profile-rating');
    },
  );
});
