import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { newContext, useBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<unknown>; signedIn?: boolean }[] = [
  { name: 'landing', path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'problem list',
    path: '/problems',
    ready: (page) => page.getByTestId('problem-row').first().waitFor(),
  },
  {
    name: 'workspace',
    path: '/problem/two-sum',
    ready: (page) => page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 }),
  },
  { name: 'login', path: '/login', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
];

describe('accessibility', () => {
  for (const { name, path, ready, signedIn } of PAGES) {
    it(`when axe checks the ${name} page, then it finds nothing serious or critical`, async () => {
      const context = await newContext(browser, baseUrl);
      try {
        if (signedIn) await registerAccount(context, uniqueAccount('Alan'), { keepSession: true });
        const page = await context.newPage();
        await page.goto(path);
        await ready(page);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
