import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, useBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** A zip file starts with a local file header or, when empty, with the end of its central directory. */
const ZIP_MAGIC = [Buffer.from('PK\u0003\u0004'), Buffer.from('PK\u0005\u0006')];

describe('exporting one’s solutions from Settings', () => {
  it('when Download my solutions is pressed, then the browser saves the zip the API builds', async () => {
    const context = await newContext(browser, baseUrl);
    try {
      await registerAccount(context, uniqueAccount('Margaret'), { keepSession: true });
      const page = await context.newPage();
      await page.goto('/settings');
      const button = page.getByRole('button', { name: 'Download my solutions' });
      const downloaded = page.waitForEvent('download');
      await button.click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe('codecourt-solutions.zip');
      const file = await download.path();
      const head = (await readFile(file)).subarray(0, 4);
      expect(ZIP_MAGIC.some((magic) => magic.equals(head))).toBe(true);
      expect(await button.isEnabled()).toBe(true);
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);
});
