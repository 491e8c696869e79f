import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';

/** The authenticator's code `steps` steps after now: the server takes a code once, with one step of drift. */
export const totpCodeOf = (secret: string, steps = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/**
 * Turns two-factor sign-in on from Settings (already open) as a user would: its secret and recovery codes.
 * `whileShown` runs while the key and its QR code are on screen (a screenshot).
 */
export async function enrolTwoFactor(
  page: Page,
  whileShown?: () => Promise<unknown>,
): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up' }).click();
  await page.getByRole('img', { name: 'QR code of the key, for your authenticator app' }).waitFor();
  await whileShown?.();
  const secret = (await page.getByLabel('Secret key').innerText()).trim();
  await page.getByLabel('6-digit code').fill(totpCodeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  // Shown once the server has turned it on: read them only then.
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  return { secret, codes };
}
