import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { E2E_ADMIN, registerAccount, uniqueAccount } from './support/accounts.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('accounts and sessions in the browser', () => {
  it('when a visitor signs up, then they land where sign-in sends (/problems) signed in, a reload keeps the session, and they can sign out and back in', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const account = uniqueAccount();

    await page.goto('/signup');
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Email').fill(account.emailId);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/problems`);
    const profileMenu = page.getByTestId('profile-menu');
    await profileMenu.waitFor();
    expect(await page.getByTestId('signup-call').count()).toBe(0);
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count(),
    ).toBe(0);

    await page.reload();
    await profileMenu.waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByText('No notifications').waitFor();
    await profileMenu.click();
    await page.getByRole('link', { name: 'My Profile' }).waitFor();
    await screenshot(page, 'profile-menu-light', { fullPage: false });
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await profileMenu.count()).toBe(0);

    await page.getByLabel('Email').fill(account.emailId);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/problems`);
    await profileMenu.waitFor();
    await context.close();
  });

  it('when the password is wrong, then the banner shows the message the server answered', async () => {
    const context = await newContext(browser, baseUrl);
    const account = uniqueAccount('Alan');
    await registerAccount(context, account);
    const page = await context.newPage();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.emailId);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const response = await answer;
    const body = (await response.json()) as { error?: string };
    const banner = page.getByTestId('auth-error');
    await banner.waitFor();

    expect(response.status()).toBe(401);
    expect(body.error).toBe(MESSAGES.invalidCredentials);
    expect((await banner.textContent())?.trim()).toBe(body.error);
    expect(page.url()).toBe(`${baseUrl}/login`);
    await context.close();
  });

  it('when a signed-out visitor opens /profile, then they land on /login and return to /profile after signing in', async () => {
    const context = await newContext(browser, baseUrl);
    const account = uniqueAccount('Ada');
    await registerAccount(context, account);
    const page = await context.newPage();

    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(account.emailId);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/profile`);

    await page.getByRole('heading', { name: account.firstName }).waitFor();
    await context.close();
  });

  it('when a signed-in user who is not an admin opens /admin, then an admins-only page shows instead of the sign-in form', async () => {
    const context = await newContext(browser, baseUrl);
    await registerAccount(context, uniqueAccount('Linus'), { keepSession: true });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('profile-menu').waitFor();

    await page.goto('/admin');
    await page.getByRole('heading', { name: MESSAGES.adminsOnlyTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');

    expect(await page.getByRole('heading', { name: 'Admin Panel' }).count()).toBe(0);
    await context.close();
  });

  it('when an admin signs in, then the navbar and profile menu offer the Admin Panel and /admin opens', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.emailId);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/problems`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByTestId('profile-menu').click();

    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Create Problem/ }).count()).toBe(1);
    await context.close();
  });
});
