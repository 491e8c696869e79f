import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { COLOUR_RULES, seriousViolations } from './support/axe.js';
import { newContext, useBrowser } from './support/browser.js';
import { signInAdmin, xsrf } from './support/contest-entrants.js';
import { routedPatterns } from './support/routed-screens.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const MINUTE_MS = 60_000;
/** The ended contest's length: over by the time the checks reach its virtual run (they run in router order). */
const ENDED_AFTER_MS = 20_000;

/** What the screens' addresses need: made once, before the first check. */
type Fixture = {
  liveSlug: string;
  endedSlug: string;
  endedId: string;
  runId: string;
  adminHandle: string;
  interviewId: string;
};
let fixture: Fixture | undefined;
const need = (): Fixture => {
  if (!fixture) throw new Error('the contests are made in beforeAll');
  return fixture;
};

/**
 * A real address for each route pattern of the router. A pattern missing here fails the suite, so a new
 * screen is checked as soon as it is routed. Signed-out screens (sign-in, sign-up…) are checked signed out:
 * a signed-in visitor is sent on from them.
 */
const SCREENS: Record<string, { url: () => string; signedOut?: boolean; editor?: boolean }> = {
  '/': { url: () => '/' },
  '/login': { url: () => '/login', signedOut: true },
  '/signup': { url: () => '/signup', signedOut: true },
  '/logout': { url: () => '/logout', signedOut: true },
  '/forgot-password': { url: () => '/forgot-password', signedOut: true },
  '/reset-password': { url: () => '/reset-password?token=not-a-real-token', signedOut: true },
  '/problems': { url: () => '/problems' },
  '/problem/:problemId': { url: () => '/problem/two-sum', editor: true },
  '/discussions/:problemId': { url: () => '/discussions/two-sum' },
  '/contests': { url: () => '/contests' },
  '/contests/:slug': { url: () => `/contests/${need().liveSlug}` },
  '/contests/:slug/scoreboard': { url: () => `/contests/${need().liveSlug}/scoreboard` },
  '/contests/:slug/problems/:label': { url: () => `/contests/${need().liveSlug}/problems/A`, editor: true },
  '/contests/:slug/virtual/:runId': { url: () => `/contests/${need().endedSlug}/virtual/${need().runId}` },
  '/contests/:slug/virtual/:runId/problems/:label': {
    url: () => `/contests/${need().endedSlug}/virtual/${need().runId}/problems/A`,
    editor: true,
  },
  '/discuss': { url: () => '/discuss' },
  '/review': { url: () => '/review' },
  '/plans': { url: () => '/plans' },
  '/plans/:slug': { url: () => '/plans/arrays-hashing' },
  '/settings': { url: () => '/settings' },
  '/teams': { url: () => '/teams' },
  '/interviews': { url: () => '/interviews' },
  '/interviews/:interviewId': { url: () => `/interviews/${need().interviewId}`, editor: true },
  '/leaderboard': { url: () => '/leaderboard' },
  '/profile': { url: () => '/profile' },
  '/u/:handle': { url: () => `/u/${need().adminHandle}` },
  '/admin': { url: () => '/admin' },
  '/admin/create': { url: () => '/admin/create' },
  '/admin/update': { url: () => '/admin/update' },
  '/admin/delete': { url: () => '/admin/delete' },
  '/admin/video': { url: () => '/admin/video' },
  '/admin/upload/:problemId': { url: () => '/admin/upload/two-sum' },
  '/admin/contests': { url: () => '/admin/contests' },
  '/admin/contests/new': { url: () => '/admin/contests/new' },
  '/admin/contests/:contestId/edit': { url: () => `/admin/contests/${need().endedId}/edit` },
  '/admin/contests/:contestId/integrity': { url: () => `/admin/contests/${need().endedId}/integrity` },
  '/admin/contests/:contestId/rejudges': { url: () => `/admin/contests/${need().endedId}/rejudges` },
  '/admin/contests/:contestId/accounts': { url: () => `/admin/contests/${need().endedId}/accounts` },
  '/admin/contests/:contestId/reveal': { url: () => `/admin/contests/${need().endedId}/reveal` },
  '*': { url: () => '/no-such-page' },
};

async function postJson(
  context: BrowserContext,
  url: string,
  data: unknown,
): Promise<Record<string, unknown>> {
  const answer = await context.request.post(url, { data, headers: await xsrf(context), timeout: 120_000 });
  if (!answer.ok()) throw new Error(`${url}: ${String(answer.status())} ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

/**
 * The admin solves today's daily problem with the library's accepted JavaScript: the screens then show what
 * only data brings (a leaderboard row with its counts, "Solved today", a streak), as in a full CI run.
 */
async function solveTodaysDaily(context: BrowserContext): Promise<void> {
  const daily = await context.request.get('/api/daily');
  if (!daily.ok()) throw new Error(`/api/daily: ${String(daily.status())}`);
  const { problem } = (await daily.json()) as { problem: { _id: string; slug: string } };
  const accepted = path.join(REPO_ROOT, 'problems', problem.slug, 'submissions/accepted/solution.fn.js');
  // Another file sharing this server may have made a problem outside the library the daily one.
  if (!existsSync(accepted)) return;
  const verdict = await postJson(context, `/api/submission/submit/${problem._id}`, {
    code: await readFile(accepted, 'utf8'),
    language: 'javascript',
  });
  // A loaded judge may answer 202 (still judging): the verdict then lands while the screens are checked.
  if (verdict.status === 'done' && verdict.accepted !== true)
    throw new Error(`daily ${problem.slug}: ${JSON.stringify(verdict)}`);
}

/** A context whose every page starts in the light theme (the app reads the stored theme as it starts). */
async function lightContext(): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await context.addInitScript(() => {
    localStorage.setItem('theme', 'light');
  });
  return context;
}

/**
 * Switches the drawn screen to `theme` with the navbar's own toggle, as a user would, and waits until the
 * colours have finished changing (axe reads contrast from computed colours, so a running transition would
 * report colours of neither theme).
 */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.getByTestId('theme-toggle').first().click();
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached', timeout: 10_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Every rule in the light theme, as the page is drawn; in the dark one only the rules that read colours, since
 * the toggle changes nothing else (a full second check doubled the suite's time).
 */
function checkTheme(page: Page, theme: Theme): Promise<string[]> {
  return seriousViolations(page, theme === 'light' ? {} : { rules: COLOUR_RULES });
}

/** The screen has drawn: its heading, no spinner left, and the editor where there is one. */
async function settled(page: Page, editor: boolean): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  if (editor) await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
  await expect
    .poll(() => page.locator('.loading:visible').count(), { timeout: 20_000 })
    .toBe(0)
    .catch(() => undefined);
}

const contexts = new Map<string, BrowserContext>();

beforeAll(async () => {
  const admin = await newContext(browser, baseUrl);
  try {
    await signInAdmin(admin);
    let problemId = '';
    for (let tries = 0; tries < 60 && problemId === ''; tries++) {
      const res = await admin.request.get('/api/problem/problemById/two-sum');
      if (res.ok()) problemId = ((await res.json()) as { _id: string })._id;
      else await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const tag = String(Date.now());
    const problems = [{ label: 'A', problemId, public: true }];
    const live = await postJson(admin, '/api/contests', {
      title: `Axe live ${tag}`,
      slug: `axe-live-${tag}`,
      format: 'icpc',
      startAt: new Date(Date.now() - MINUTE_MS).toISOString(),
      endAt: new Date(Date.now() + 60 * MINUTE_MS).toISOString(),
      problems,
    });
    const endAt = Date.now() + ENDED_AFTER_MS;
    const ended = await postJson(admin, '/api/contests', {
      title: `Axe ended ${tag}`,
      slug: `axe-ended-${tag}`,
      format: 'icpc',
      startAt: new Date(Date.now() - MINUTE_MS).toISOString(),
      endAt: new Date(endAt).toISOString(),
      problems,
    });
    await postJson(admin, `/api/contests/${String(live._id)}/register`, {});
    await solveTodaysDaily(admin);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endAt - Date.now() + 1_000)));
    const run = await postJson(admin, `/api/contests/${String(ended._id)}/virtual`, {});
    const me = (await (await admin.request.get('/api/user/check')).json()) as { user: { handle: string } };
    // A running interview room on Two Sum, as its interviewer sees it: the problem, the editor, notes, scorecard.
    const interview = await postJson(admin, '/api/interviews', { problemId, mode: 'hosted' });
    await postJson(admin, `/api/interviews/${String(interview._id)}/start`, {});
    fixture = {
      adminHandle: me.user.handle,
      liveSlug: String(live.slug),
      endedSlug: String(ended.slug),
      endedId: String(ended._id),
      runId: String(run._id),
      interviewId: String(interview._id),
    };
  } finally {
    await admin.close();
  }
  const signedIn = await lightContext();
  await signInAdmin(signedIn);
  contexts.set('in', signedIn);
  contexts.set('out', await lightContext());
}, 180_000);

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
});

describe('accessibility of every routed screen', () => {
  const patterns = routedPatterns();

  it('when the router is read, then every route has an address to check', () => {
    expect(patterns.length).toBeGreaterThan(30);
    expect(patterns.filter((pattern) => !(pattern in SCREENS))).toEqual([]);
  });

  // Both themes on one visit: the light one as the page is drawn, then the dark one through the toggle.
  for (const pattern of patterns) {
    it(`when axe checks ${pattern} in the light and the dark theme, then it finds nothing serious or critical`, async () => {
      const screen = SCREENS[pattern];
      if (!screen) throw new Error(`no address for ${pattern}`);
      const context = contexts.get(screen.signedOut ? 'out' : 'in');
      if (!context) throw new Error('the contexts are made in beforeAll');
      const page = await context.newPage();
      try {
        await page.goto(screen.url());
        await settled(page, screen.editor === true);
        const found: Record<Theme, string[]> = { light: [], dark: [] };
        for (const theme of THEMES) {
          if (theme !== 'light') await switchTheme(page, theme);
          found[theme] = await checkTheme(page, theme);
        }
        expect(found).toEqual({ light: [], dark: [] });
      } finally {
        await page.close();
      }
    }, 120_000);
  }
});

describe('accessibility of error states', () => {
  it('when a sign-in is refused, then its error banner has nothing serious or critical in either theme', async () => {
    const context = contexts.get('out');
    if (!context) throw new Error('the contexts are made in beforeAll');
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill('nobody@codecourt.test');
      await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByTestId('auth-error').waitFor();
      const found: Record<Theme, string[]> = { light: [], dark: [] };
      for (const theme of THEMES) {
        if (theme !== 'light') await switchTheme(page, theme);
        found[theme] = await checkTheme(page, theme);
      }
      expect(found).toEqual({ light: [], dark: [] });
    } finally {
      await page.close();
    }
  }, 90_000);
});

describe('accessibility signed in as a learner', () => {
  it('when axe checks the profile of a new account, then it finds nothing serious or critical', async () => {
    const context = await newContext(browser, baseUrl);
    try {
      await registerAccount(context, uniqueAccount('Alan'), { keepSession: true });
      const page = await context.newPage();
      await page.goto('/profile');
      await settled(page, false);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
