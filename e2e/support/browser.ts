import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from './app-server.js';

export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e/artifacts');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh browser profile (cookies, localStorage) pointed at the app. */
export function newContext(
  browser: Browser,
  baseUrl: string,
  options: { width?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: 800 },
    // Stills the typing hero and the marquee so screenshots show finished text.
    reducedMotion: 'reduce',
  });
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
