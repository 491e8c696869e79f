import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default OWASP-level costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; with no hash (unknown email) it still verifies against a
 * throwaway one, so both failures cost the same time and do not reveal which emails have accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  const target = storedHash ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return matches && storedHash !== undefined;
  } catch {
    return false;
  }
}
