import { PERSONAL_TOKEN_PREFIX } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { createPersonalTokenRepository } from './repository.js';
import { hashTokenSecret } from './token-secret.js';

/** `lastUsedAt` is kept to this resolution: steady use costs one read a request and one write a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** Longer than any secret we issue: the hash is not computed for junk of any length. */
const SECRET_MAX_LENGTH = 200;

export type AccessTokenIdentity = { userId: string; tokenId: string };

/**
 * Who a personal access token signs in, or null for an unknown or revoked one; records its use.
 * The lookup is by the secret's sha256, so no timing-safe compare is needed (the hash hides the secret).
 */
export async function authenticateAccessToken(
  db: Database,
  rawToken: string,
): Promise<AccessTokenIdentity | null> {
  const token = rawToken.trim();
  if (!token.startsWith(PERSONAL_TOKEN_PREFIX) || token.length > SECRET_MAX_LENGTH) return null;
  const tokens = createPersonalTokenRepository(db);
  const row = await tokens.findByHash(hashTokenSecret(token));
  if (!row) return null;
  const lastUsed = row.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed >= LAST_USED_RESOLUTION_MS) await tokens.touch(row.id, LAST_USED_RESOLUTION_MS);
  return { userId: row.userId, tokenId: row.id };
}
