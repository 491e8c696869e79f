import { randomInt } from 'node:crypto';
import { PASSWORD_REQUIREMENTS } from '@codecourt/contracts';

/** Letters and digits a reader cannot confuse on a printed sheet: no 0/O, 1/l/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A new account's password, from the system's CSPRNG: three groups of four readable characters joined by
 * dashes (about 69 bits), drawn again until it meets every rule the signup asks of a password.
 */
export function generatedPassword(): string {
  for (;;) {
    const groups = Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (PASSWORD_REQUIREMENTS.every((rule) => rule.test(password))) return password;
  }
}
