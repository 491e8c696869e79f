import type { Page } from 'playwright-core';

/** Monaco has drawn its lines: the editor can be typed into. */
export async function editorReady(page: Page): Promise<void> {
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
}

/**
 * Replaces the editor's content the way a user pastes code. The clipboard is granted first: Chromium's
 * headless shell (what CI runs) refuses a page's clipboard write without it, the full browser does not.
 */
export async function pasteCode(page: Page, code: string): Promise<void> {
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press('ControlOrMeta+V');
}

/** Switches the stored theme and reloads so the page starts in it. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
  }, theme);
  await page.reload();
}
