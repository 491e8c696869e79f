import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { TEAM_INVITE_CODE_BYTES } from '@codecourt/contracts';

/** A new invite code: random bytes from the system's source, URL-safe so it can travel in a link. */
export function newInviteCode(): string {
  return randomBytes(TEAM_INVITE_CODE_BYTES).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether a typed code opens the team, in time that does not depend on where the two differ. */
export function inviteCodeMatches(stored: string, typed: string): boolean {
  // Hashed first so the lengths match too (timingSafeEqual refuses unequal lengths).
  return timingSafeEqual(digest(stored), digest(typed.trim()));
}
