// What the interview e2e files share: screenshots into docs/screenshots/interviews, the theme switch, and
// a signed-in browser profile in the light theme.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './accounts.js';
import { REPO_ROOT } from './app-server.js';
import { newContext, type FileBrowser } from './browser.js';

const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots/interviews');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** One panel of the page; the sticky navbar, which would be drawn over it once scrolled to, stays at the top. */
export async function panelShot(panel: Locator, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await panel.screenshot({
    path: path.join(SCREENSHOTS, `${name}.png`),
    style: 'header.sticky { position: static !important; }',
  });
}

export async function toggleTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.getByTestId('theme-toggle').first().click();
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
}

/** A new user, signed in, in the light theme, allowed the clipboard. */
export async function signedIn(
  browser: FileBrowser,
  baseUrl: string,
  firstName: string,
): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await registerAccount(context, uniqueAccount(firstName), { keepSession: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.addInitScript(() => {
    localStorage.setItem('theme', 'light');
  });
  return context;
}
