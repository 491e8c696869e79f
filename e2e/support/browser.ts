import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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

/** The browser of one test file, as useBrowser() hands it out: there once the file's first hook ran. */
export type FileBrowser = () => Browser;

/**
 * One Chromium for the whole test file: launched before the file's own beforeAll hooks (call this at the
 * top of the file, before them) and closed after its afterAll hooks. Pass it to newContext() as is.
 */
export function useBrowser(): FileBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('useBrowser(): the browser starts in beforeAll; use it inside a hook or test');
    return browser;
  };
}

/** A fresh browser profile (cookies, localStorage) pointed at the app. */
export function newContext(
  browser: Browser | FileBrowser,
  baseUrl: string,
  options: { width?: number } = {},
): Promise<BrowserContext> {
  return (typeof browser === 'function' ? browser() : browser).newContext({
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
