import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR_ISSUER } from '@codecourt/contracts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_S = 30;
const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TWO_FACTOR_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret in base32 (what apps take when typed in). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads (as a QR code or pasted). */
export function otpauthUrlOf(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/**
 * The 30 s step a code belongs to when it is right at `now` (one step either side, for clocks that
 * drift), or `undefined`. The step lets the caller refuse a code used before.
 */
export function stepOfTotpCode(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(timestamp / 1000 / PERIOD_S) + delta;
}
