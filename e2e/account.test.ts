import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@codecourt/contracts';
import { registerAccount, uniqueAccount } from './support/accounts.js';
import { REPO_ROOT, startAppServer, type AppServer } from './support/app-server.js';
import { newContext, screenshot, useBrowser } from './support/browser.js';
import { newestMailTo, resetLinkIn } from './support/outbox.js';
import { enrolTwoFactor, totpCodeOf } from './support/two-factor.js';

const NEW_PASSWORD = 'Lovelace1843!';
const browser = useBrowser();
// Its own server: the test reads the emails in its DATA_DIR and the reset links in its log.
let server: AppServer;

beforeAll(async () => {
  server = await startAppServer({ LOG_LEVEL: 'info', SEED_PROBLEMS: 'false' });
});
afterAll(async () => {
  await server.stop();
});

async function signIn(page: Page, emailId: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(emailId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signedInContext(account: ReturnType<typeof uniqueAccount>): Promise<BrowserContext> {
  const context = await newContext(browser, server.baseUrl);
  const page = await context.newPage();
  await signIn(page, account.emailId, account.password);
  await page.getByTestId('profile-menu').waitFor();
  await page.close();
  return context;
}

/** Asks for a reset link on /forgot-password, reached from the sign-in page, and reads it from the outbox. */
async function resetLinkFor(page: Page, emailId: string): Promise<URL> {
  const before = await newestMailTo(server.dataDir, emailId);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${server.baseUrl}/forgot-password`);
  await page.getByLabel('Email').fill(emailId);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  expect(await page.getByTestId('reset-link-sent').innerText()).toBe(MESSAGES.resetLinkSent);
  await expect
    .poll(async () => (await newestMailTo(server.dataDir, emailId))?.text !== before?.text, {
      timeout: 15_000,
    })
    .toBe(true);
  const mail = await newestMailTo(server.dataDir, emailId);
  return resetLinkIn(mail?.text ?? '');
}

async function setNewPassword(page: Page, link: URL, password: string): Promise<void> {
  // The link names this server as localhost; the browser opened it as 127.0.0.1.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

describe('account: passwords', () => {
  it('when a user changes the password in settings, then the new one signs in and their other sign-ins end', async () => {
    const account = uniqueAccount('Ada');
    const context = await newContext(browser, server.baseUrl);
    await registerAccount(context, account, { keepSession: true });
    const laptop = await signedInContext(account);
    const page = await context.newPage();

    await page.goto('/settings');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(MESSAGES.currentPasswordIncorrect).waitFor();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(MESSAGES.passwordChanged).waitFor();
    // Scrolled back up: a full-page capture of a scrolled page draws the sticky navbar mid-page.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await screenshot(page, 'settings-password-light');

    await page.reload();
    await page.getByTestId('profile-menu').waitFor();
    const laptopPage = await laptop.newPage();
    await laptopPage.goto('/settings');
    await laptopPage.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await laptopPage.getByTestId('profile-menu').count()).toBe(0);

    const fresh = await (await newContext(browser, server.baseUrl)).newPage();
    await signIn(fresh, account.emailId, account.password);
    await fresh.getByText(MESSAGES.invalidCredentials).waitFor();
    await signIn(fresh, account.emailId, NEW_PASSWORD);
    await fresh.getByTestId('profile-menu').waitFor();
    await Promise.all([context.close(), laptop.close(), fresh.context().close()]);
  });

  it('when a user forgets the password, then the emailed link resets it once and the new one signs in', async () => {
    const account = uniqueAccount('Grace');
    const context = await newContext(browser, server.baseUrl);
    await registerAccount(context, account);
    const page = await context.newPage();

    const link = await resetLinkFor(page, account.emailId);
    // The API's log lines leave in batches, at the latest 250 ms after they are logged (lib/logger.ts).
    await expect.poll(() => server.log()).toContain(link.href);
    await setNewPassword(page, link, NEW_PASSWORD);
    expect(await page.getByTestId('password-reset-done').innerText()).toBe(MESSAGES.passwordResetDone);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await signIn(page, account.emailId, NEW_PASSWORD);
    await page.getByTestId('profile-menu').waitFor();

    await context.clearCookies();
    await setNewPassword(page, link, 'Second1Try!');
    await page.getByText(MESSAGES.resetLinkInvalid).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await context.close();
  });

  it('when the forgot and reset pages are shown in both themes, then screenshots are saved', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/');
      await page.evaluate((t) => {
        localStorage.setItem('theme', t);
      }, theme);
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill('someone@example.com');
      await screenshot(page, `forgot-password-${theme}`);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByTestId('reset-link-sent').waitFor();
      await screenshot(page, `forgot-password-sent-${theme}`);
      await page.goto('/reset-password?token=not-a-real-one');
      await page.getByLabel('New password', { exact: true }).fill('Hopper19');
      await page.getByLabel('Confirm new password').fill('Hopper1');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      await screenshot(page, `reset-password-${theme}`);
    }
    await context.close();
  });
});

describe('account: two-factor sign-in', () => {
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(REPO_ROOT, 'docs/screenshots', `two-factor-${name}.png`) });
  const passwordStep = async (page: Page, account: ReturnType<typeof uniqueAccount>) => {
    await page.goto('/logout');
    await signIn(page, account.emailId, account.password);
    await page.getByLabel('Authentication code').waitFor();
  };

  it('when a user enrols in Settings, then sign-in asks for a code, and a recovery code works instead', async () => {
    const account = uniqueAccount('Hedy');
    const context = await newContext(browser, server.baseUrl);
    await registerAccount(context, account, { keepSession: true });
    const page = await context.newPage();

    await page.goto('/settings');
    const { secret, codes } = await enrolTwoFactor(page, async () => {
      await page.getByTestId('two-factor-section').scrollIntoViewIfNeeded();
      await shot(page, 'setup-light');
    });
    expect(codes).toHaveLength(10);
    await page.getByTestId('two-factor-section').scrollIntoViewIfNeeded();
    await shot(page, 'settings-light');

    await passwordStep(page, account);
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(TWO_FACTOR_MESSAGES.wrongCode).waitFor();
    await page.getByLabel('Authentication code').fill(totpCodeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('profile-menu').waitFor();

    await passwordStep(page, account);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    await shot(page, 'login-dark');
    await page.setViewportSize({ width: 390, height: 760 });
    await shot(page, 'login-phone');
    await page.getByLabel('Authentication code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('profile-menu').waitFor();

    await passwordStep(page, account);
    await page.getByLabel('Authentication code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(TWO_FACTOR_MESSAGES.recoveryCodeUsed).waitFor();
    await context.close();
  });
});
