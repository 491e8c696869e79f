// Issue #38: sign-in through an OpenID Connect provider, in Chromium, through the provider's own pages (a real
// provider, oidc-provider, on this machine), with and without two-factor sign-in.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SSO_MESSAGES } from '@codecourt/contracts';
import { startLocalOidcProvider, type LocalOidcProvider } from '../apps/api/src/testing/oidc-provider.js';
import { freePort, REPO_ROOT, startAppServer, type AppServer } from './support/app-server.js';
import { newContext, useBrowser } from './support/browser.js';
import { enrolTwoFactor, totpCodeOf } from './support/two-factor.js';

const browser = useBrowser();
let idp: LocalOidcProvider;
let server: AppServer;

beforeAll(async () => {
  // The app's address is known before it starts: the provider must know where to send browsers back.
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${String(port)}`;
  idp = await startLocalOidcProvider([`${appUrl}/api/user/sso/campus/callback`]);
  server = await startAppServer({
    PORT: String(port),
    PUBLIC_URL: appUrl,
    SEED_PROBLEMS: 'false',
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'campus',
        name: 'Campus Login',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
      },
    ]),
  });
});
afterAll(async () => {
  await server.stop();
  await idp.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(REPO_ROOT, 'docs/screenshots', `sso-${name}.png`) });

/** From the sign-in page, through the provider's login and consent pages, as `login`. */
async function throughProvider(page: Page, login: string): Promise<void> {
  await page.getByRole('link', { name: 'Continue with Campus Login' }).click();
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('sign-in through an organisation’s provider', () => {
  it('when a new user signs in there, then the account is made and they land where they were going; two-factor then asks for a code', async () => {
    idp.accounts.set('marie', {
      email: 'marie.curie@campus.example',
      email_verified: true,
      given_name: 'Marie',
      family_name: 'Curie',
    });
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/login?redirectTo=%2Fsettings');
    await page.getByRole('link', { name: 'Continue with Campus Login' }).waitFor();
    await shot(page, 'login-light');

    await throughProvider(page, 'marie');
    await page.waitForURL(`${server.baseUrl}/settings`);
    await page.getByTestId('profile-menu').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Marie');

    // Two-factor on, in Settings; the provider's sign-in then owes a code too.
    const { secret, codes } = await enrolTwoFactor(page);
    const codeAt = (steps: number) => totpCodeOf(secret, steps);
    expect(codes).toHaveLength(10);

    // The provider remembers Marie's sign-in and consent: it sends her straight back, owing the code here.
    await page.goto('/logout');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Campus Login' }).click();
    await page.getByLabel('Authentication code').waitFor();
    // The challenge left the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('Authentication code').fill(codeAt(1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('profile-menu').waitFor();

    await page.goto('/logout');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Campus Login' }).click();
    await page.getByLabel('Authentication code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('profile-menu').waitFor();
    await context.close();
  });

  it('when the provider has not verified the email, then the sign-in page says so and no one is signed in', async () => {
    idp.accounts.set('unverified', { email: 'someone@campus.example', email_verified: false });
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    await page.reload();
    await throughProvider(page, 'unverified');
    await page.getByText(SSO_MESSAGES.emailUnverified).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByTestId('profile-menu').count()).toBe(0);
    await shot(page, 'refused-dark');
    await page.setViewportSize({ width: 390, height: 800 });
    await shot(page, 'refused-phone');
    await context.close();
  });
});
