// Issue #38, item 1: a public profile at /u/{handle}, chosen in Settings, seen by a signed-out visitor on
// a phone, in both themes, and hidden again by the privacy switch.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PUBLIC_PROFILE_MESSAGES } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT } from './support/app-server.js';
import { newContext, useBrowser } from './support/browser.js';
import { xsrf } from './support/contest-entrants.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots');
const PHONE_WIDTH = 390;
const FLOW_TIMEOUT_MS = 180_000;

/** The whole page from its top: a full-page capture of a scrolled page draws the sticky navbar mid-page. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe('public profiles', () => {
  it(
    'when a user who solved Two Sum picks a handle, then /u/{handle} shows it to a visitor (light, dark, phone) until they make it private',
    async () => {
      const owner = await newContext(browser, baseUrl);
      await registerAccount(owner, { ...uniqueAccount('Grace'), lastName: 'Hopper' }, { keepSession: true });
      const problem = (await (await owner.request.get('/api/problem/problemById/two-sum')).json()) as {
        _id: string;
        title: string;
      };
      const code = await readFile(
        path.join(REPO_ROOT, 'problems/two-sum/submissions/accepted/solution.fn.js'),
        'utf8',
      );
      const submitted = await owner.request.post(`/api/submission/submit/${problem._id}`, {
        data: { code, language: 'javascript' },
        headers: await xsrf(owner),
        timeout: 120_000,
      });
      expect(submitted.ok()).toBe(true);

      const page = await owner.newPage();
      const handle = `grace-${randomUUID().slice(0, 8)}`;
      const save = async () => {
        await page.getByRole('button', { name: 'Save public profile' }).click();
        await page.getByText(PUBLIC_PROFILE_MESSAGES.settingsSaved).waitFor();
      };
      await page.goto('/settings');
      await page.getByLabel('Handle').fill(handle.toUpperCase());
      await save();

      const visitor = await newContext(browser, baseUrl, { width: PHONE_WIDTH });
      const phone = await visitor.newPage();
      // A loaded judge may have answered 202: the solve shows once its verdict is in.
      await expect
        .poll(
          async () => {
            await phone.goto(`/u/${handle}`);
            await phone.getByTestId('solved-counts').waitFor();
            return phone.getByTestId('recent-accepted').getByRole('link', { name: problem.title }).count();
          },
          { timeout: 90_000 },
        )
        .toBe(1);
      expect(await phone.getByTestId('public-profile-header').innerText()).toContain(`@${handle}`);
      // Nothing wider than the phone: the page scrolls only up and down.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_WIDTH,
      );
      await shot(phone, 'public-profile-phone');
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => {
          localStorage.setItem('theme', t);
        }, theme);
        await page.goto(`/u/${handle}`);
        await page.getByTestId('recent-accepted').waitFor();
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
        await shot(page, `public-profile-${theme}`);
      }
      await page.getByTestId('recent-accepted').getByRole('link', { name: problem.title }).click();
      await page.waitForURL(`${baseUrl}/problem/two-sum`);

      await page.goto('/settings');
      await page.getByRole('checkbox', { name: 'Anyone can see my public profile' }).uncheck();
      await save();
      await phone.reload();
      await phone.getByRole('heading', { name: PUBLIC_PROFILE_MESSAGES.profileNotFound }).waitFor();
      await page.goto(`/u/${handle}`);
      await page.getByTestId('public-profile-header').waitFor();
      await visitor.close();
      await owner.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
