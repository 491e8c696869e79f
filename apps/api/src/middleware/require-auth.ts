import type { Request, RequestHandler } from 'express';
import { COOKIE_NAMES, MESSAGES } from '@codecourt/contracts';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { readCookie } from '../modules/session/cookies.js';
import type { TokenSigner } from '../modules/session/tokens.js';
import type { UserRepository } from '../modules/user/repository.js';
import { setSignedInUser } from './auth-context.js';

type Deps = { signer: TokenSigner; users: UserRepository };

/**
 * The user of a valid, unexpired accessToken cookie who still exists. Loaded on every request so
 * deleted accounts and role changes take effect at once.
 */
async function userOfAccessToken(req: Request, deps: Deps): Promise<UserRow | undefined> {
  const token = readCookie(req, COOKIE_NAMES.accessToken);
  const claims = token ? await deps.signer.verifyAccess(token) : undefined;
  return claims ? deps.users.findById(claims.sub) : undefined;
}

/** 401 unless the request is signed in. */
export function createRequireAuth(deps: Deps): RequestHandler {
  return async (req, _res, next) => {
    const user = await userOfAccessToken(req, deps);
    if (!user) {
      next(new AppError('notAuthenticated', MESSAGES.notAuthenticated, 401));
      return;
    }
    setSignedInUser(req, user);
    next();
  };
}

/** Loads the signed-in user when there is one; anonymous requests pass too. */
export function createOptionalAuth(deps: Deps): RequestHandler {
  return async (req, _res, next) => {
    const user = await userOfAccessToken(req, deps);
    if (user) setSignedInUser(req, user);
    next();
  };
}
