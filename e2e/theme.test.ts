import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, screenshot, useBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function themeOf(page: Page): Promise<{ attribute: string | null; stored: string | null }> {
  return page.evaluate(() => ({
    attribute: document.documentElement.getAttribute('data-theme'),
    stored: localStorage.getItem('theme'),
  }));
}

/** The landing page is complete once its statistics have settled (a figure or a dash). */
async function landingReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /Practice daily and/ }).waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="stat-problems"] .skeleton') === null,
  );
}

describe('theme', () => {
  it('when the theme is toggled, then data-theme and localStorage.theme change and survive a reload', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await landingReady(page);
    expect(await themeOf(page)).toEqual({ attribute: 'light', stored: 'light' });
    await screenshot(page, 'landing-light');

    await page.getByTestId('theme-toggle').click();
    expect(await themeOf(page)).toEqual({ attribute: 'dark', stored: 'dark' });

    await page.reload();
    await landingReady(page);
    expect(await themeOf(page)).toEqual({ attribute: 'dark', stored: 'dark' });
    await screenshot(page, 'landing-dark');

    await page.getByTestId('theme-toggle').click();
    await page.reload();
    expect(await themeOf(page)).toEqual({ attribute: 'light', stored: 'light' });
    await context.close();
  });

  it('when the login and signup pages are shown in both themes, then screenshots are saved', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/');
      await page.evaluate((t) => {
        localStorage.setItem('theme', t);
      }, theme);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      expect((await themeOf(page)).attribute).toBe(theme);
      await screenshot(page, `login-${theme}`);
      await page.goto('/signup');
      await page.getByLabel('Password', { exact: true }).fill('Hopper19');
      await page.getByLabel('First name').focus();
      expect((await themeOf(page)).attribute).toBe(theme);
      await screenshot(page, `signup-${theme}`);
    }
    await context.close();
  });

  it('when the landing page is shown on a 375 px phone, then a screenshot is saved', async () => {
    const context = await newContext(browser, baseUrl, { width: 375 });
    const page = await context.newPage();
    await page.goto('/');
    await landingReady(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'landing-mobile-menu-light', { fullPage: false });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await screenshot(page, 'landing-mobile-light');
    await context.close();
  });
});
