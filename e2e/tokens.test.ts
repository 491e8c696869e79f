import { describe, expect, inject, it } from 'vitest';
import { MESSAGES, userResponseSchema } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';
import { useTheme } from './support/workspace-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A script's call: Node's fetch with the token alone, no cookie and no XSRF header. */
function withToken(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
}

describe('access tokens', () => {
  it('when a token is created in Settings and copied, then a script signs in with it until it is revoked there', async () => {
    const context = await newContext(browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const account = uniqueAccount('Hedy');
    await registerAccount(context, account, { keepSession: true });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByTestId('tokens-section');
    await section.getByTestId('tokens-empty').waitFor();

    await section.getByLabel('Token name').fill('grading script');
    await section.getByRole('button', { name: 'Create token' }).click();
    const secret = await section.getByLabel('New token').inputValue();
    await section.getByRole('button', { name: 'Copy' }).click();
    await section.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await section.getByRole('list', { name: 'Access tokens' }).getByText('grading script').waitFor();
    const violations: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await useTheme(page, theme);
        await section.getByRole('list', { name: 'Access tokens' }).waitFor();
      }
      // The sticky navbar would be drawn mid-page in a full-page shot taken while scrolled.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await screenshot(page, `tokens-${theme}`);
      violations.push(...(await seriousViolations(page)));
    }

    expect(violations).toEqual([]);
    expect(copied).toBe(secret);
    expect(secret).toMatch(/^cc_[\w-]{43}$/);
    const check = await withToken(copied, '/api/user/check');
    expect(check.status).toBe(200);
    expect(userResponseSchema.parse(await check.json()).user.emailId).toBe(account.emailId);
    const rename = await withToken(copied, '/api/user/profile', {
      method: 'PATCH',
      body: JSON.stringify({ firstName: 'Scripted' }),
    });
    expect(rename.status).toBe(200);

    await page.reload();
    await section.getByText(/last used just now/).waitFor();
    await section.getByRole('button', { name: 'Revoke grading script' }).click();
    await section.getByRole('button', { name: 'Confirm revoking grading script' }).click();
    await section.getByTestId('tokens-empty').waitFor();

    const after = await withToken(copied, '/api/user/check');
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: MESSAGES.invalidAccessToken });
    await context.close();
  });
});

describe('API docs', () => {
  it('when /api/docs is opened, then Swagger UI renders the document from the API itself under the CSP', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
        external.push(request.url());
    });

    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info .title').getByText('CodeCourt API').waitFor();
    const tokensTag = page.locator('.opblock-tag', { hasText: 'tokens' }).first();
    await tokensTag.waitFor();
    // Tags open on a click (the whole document expanded at once is too much for Swagger UI).
    expect(await page.locator('.opblock-tag').count()).toBeGreaterThan(10);
    await tokensTag.click();
    await page.locator('.opblock').first().waitFor();
    await screenshot(page, 'api-docs-light');

    expect(await page.locator('.opblock').count()).toBeGreaterThan(2);
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});
