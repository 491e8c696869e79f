import { randomBytes } from 'node:crypto';
import { TWO_FACTOR_RECOVERY_CODE_COUNT } from '@codecourt/contracts';

/**
 * Ten codes of 10 lower-case base32 characters (50 bits each), shown as `xxxxx-xxxxx`; the contracts'
 * code schema drops the dash and spaces, so a code is compared (and hashed) without them.
 */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: TWO_FACTOR_RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The code as the contracts' schema leaves it: what is hashed. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
