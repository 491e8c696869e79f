import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT, startAppServer, type AppServer } from './support/app-server.js';
import { newContext, useBrowser } from './support/browser.js';
import { startDevServer, type DevServer } from './support/dev-server.js';

// The web app's development-only knob (apps/web/src/lib/test-hooks.ts).
const REFRESH_KNOB = 'codecourt:test:refresh-interval-ms';
const INTERVAL_MS = 4_000;
const REFRESH_PATH = '/api/user/refresh-token';
const baseUrl = inject('baseUrl');

const browser = useBrowser();

type Refresh = { at: number; status: number };

/** Every refresh the context's pages made, with when it was answered and how. */
function recordRefreshes(context: BrowserContext): Refresh[] {
  const seen: Refresh[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === REFRESH_PATH && response.request().method() === 'POST')
      seen.push({ at: Date.now(), status: response.status() });
  });
  return seen;
}

/** A signed-in context whose pages will read the knob on load. */
async function signedInWithKnob(appUrl: string): Promise<BrowserContext> {
  const context = await newContext(browser, appUrl);
  await registerAccount(context, uniqueAccount('Tabitha'), { keepSession: true });
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [REFRESH_KNOB, String(INTERVAL_MS)] as const,
  );
  return context;
}

async function openSignedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/settings');
  await page.getByTestId('profile-menu').waitFor({ timeout: 60_000 });
  return page;
}

async function stillSignedIn(page: Page): Promise<boolean> {
  await page.reload();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await page
    .getByRole('heading', { name: 'Password' })
    .or(page.getByText('to see your account details'))
    .waitFor();
  return (await page.getByTestId('profile-menu').count()) === 1;
}

describe('sessions across tabs', () => {
  describe('under the Vite dev server, with the refresh interval shortened', () => {
    let api: AppServer;
    let dev: DevServer;
    beforeAll(async () => {
      api = await startAppServer({ SEED_PROBLEMS: 'false' });
      dev = await startDevServer(api.baseUrl);
    });
    afterAll(async () => {
      await dev.stop();
      await api.stop();
    });

    it('when two tabs’ refresh timers fire together, then both stay signed in and one refresh serves both', async () => {
      const context = await signedInWithKnob(dev.url);
      const refreshes = recordRefreshes(context);
      const [first, second] = await Promise.all([openSignedIn(context), openSignedIn(context)]);

      // Three boundaries of the wall clock: both tabs' timers fire at each of them.
      await expect
        .poll(() => refreshes.length, { timeout: 4 * INTERVAL_MS + 20_000, interval: 250 })
        .toBeGreaterThanOrEqual(3);

      // Statuses listed, not one boolean: a failure then says which refresh was refused.
      expect(refreshes.map((r) => r.status)).toEqual(refreshes.map(() => 200));
      const gaps = refreshes.slice(1).map((r, i) => r.at - (refreshes[i]?.at ?? 0));
      // Two POSTs for one firing would come milliseconds apart; one per firing comes an interval apart.
      expect(Math.min(...gaps)).toBeGreaterThan(INTERVAL_MS / 2);
      expect(await stillSignedIn(first), 'the first tab, reloaded, is still signed in').toBe(true);
      expect(await stillSignedIn(second), 'the second tab, reloaded, is still signed in').toBe(true);
      // The API's log lines leave in batches, at the latest 250 ms after they are logged (lib/logger.ts):
      // a warning from the last refresh has been written by now.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(api.log()).not.toContain('refresh token reused');
      await context.close();
    });
  });

  describe('in the production build', () => {
    it('when the test knob is set, then it is ignored: no refresh runs on its schedule', async () => {
      const context = await signedInWithKnob(baseUrl);
      const refreshes = recordRefreshes(context);
      const page = await openSignedIn(context);

      await page.waitForTimeout(2 * INTERVAL_MS + 1_000);

      expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_KNOB)).toBe(String(INTERVAL_MS));
      expect(refreshes).toEqual([]);
      await context.close();
    });

    it('when the production bundle is searched, then the knob is not in it', async () => {
      const assets = path.join(REPO_ROOT, 'apps/web/dist/assets');
      const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
      const texts = await Promise.all(scripts.map((name) => readFile(path.join(assets, name), 'utf8')));

      expect(scripts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => text.includes(REFRESH_KNOB))).toEqual([]);
    });
  });
});
