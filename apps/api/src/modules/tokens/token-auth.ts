import type { Request, RequestHandler } from 'express';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';
import { setSignedInUser, setTokenIdentity } from '../../middleware/auth-context.js';
import { authenticateAccessToken } from './authenticate-access-token.js';

export type TokenAuthOptions = {
  db: Database;
  /** Loaded on every request, as for cookies, so deleted accounts and role changes take effect at once. */
  users: { findById: (id: string) => Promise<UserRow | undefined> };
  /** Where the request carries its secret; undefined = not a token request (passed on untouched). */
  secretOf: (req: Request) => string | undefined;
  /** Per-token limit, run once the token is known (key it with tokenIdentityOf). */
  limiter: RequestHandler;
};

/** The secret of an `Authorization: Bearer <secret>` header. */
export function bearerSecretOf(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/**
 * Signs a request in by its personal access token: a request carrying one is its owner's, with no cookie
 * and so no CSRF check (a page on another site cannot set the header without CORS allowing it). A token
 * that is unknown or revoked answers 401 rather than falling back to the cookie, so a script sees why.
 */
export function createTokenAuth(options: TokenAuthOptions): RequestHandler {
  const { db, users, secretOf, limiter } = options;
  return async (req, res, next) => {
    const secret = secretOf(req);
    if (secret === undefined) {
      next();
      return;
    }
    const identity = await authenticateAccessToken(db, secret);
    const user = identity ? await users.findById(identity.userId) : undefined;
    if (!identity || !user) {
      next(appError('invalidAccessToken', 401));
      return;
    }
    setSignedInUser(req, user);
    setTokenIdentity(req, identity);
    limiter(req, res, next);
  };
}
