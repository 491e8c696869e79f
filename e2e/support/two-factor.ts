import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';

/** The authenticator's code `steps` steps after now: the server takes a code once, with one step of drift. */
export const totpCodeOf = (secret: string, steps = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** Turns two-factor sign-in on from Settings (already open) as a user would: its secret and recovery codes. */
export async function enrolTwoFactor(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up' }).click();
  const secret = (await page.getByLabel('Secret key').innerText()).trim();
  await page.getByLabel('6-digit code').fill(totpCodeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  return { secret, codes };
}
