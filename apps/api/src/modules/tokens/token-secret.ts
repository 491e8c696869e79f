import { createHash, randomBytes } from 'node:crypto';
import { PERSONAL_TOKEN_PREFIX } from '@codecourt/contracts';

/** 256 bits: guessing one is out of reach, so the secret needs no slow hash, only a one-way one. */
const SECRET_BYTES = 32;

/** A new secret: the prefix, then 32 random bytes in base64url (43 characters). */
export function newTokenSecret(): string {
  return `${PERSONAL_TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

/** What the database keeps of a secret: its sha256 in hex, looked up by equality. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
