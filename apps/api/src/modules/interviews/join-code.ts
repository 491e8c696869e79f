import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { INTERVIEW_JOIN_CODE_LENGTH } from '@codecourt/contracts';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new join code from the system's random source. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < INTERVIEW_JOIN_CODE_LENGTH; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a typed code opens the room, in time that does not depend on where the two differ. Both sides
 * are hashed first so their lengths match too; case and spaces are forgiven, as a code is typed by hand.
 */
export function joinCodeMatches(stored: string, typed: string): boolean {
  return timingSafeEqual(digest(stored), digest(typed.replace(/\s+/g, '').toUpperCase()));
}
