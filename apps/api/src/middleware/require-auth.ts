import type { RequestHandler } from 'express';
import { COOKIE_NAMES, MESSAGES } from '@codecourt/contracts';
import { AppError } from '../lib/app-error.js';
import { readCookie } from '../modules/session/cookies.js';
import type { TokenSigner } from '../modules/session/tokens.js';
import type { UserRepository } from '../modules/user/repository.js';
import { setSignedInUser } from './auth-context.js';

/**
 * 401 unless the accessToken cookie holds a valid, unexpired token of a user that still exists.
 * The user is loaded on every request so deleted accounts and role changes take effect at once.
 */
export function createRequireAuth(deps: { signer: TokenSigner; users: UserRepository }): RequestHandler {
  return async (req, _res, next) => {
    const token = readCookie(req, COOKIE_NAMES.accessToken);
    const claims = token ? await deps.signer.verifyAccess(token) : undefined;
    const user = claims ? await deps.users.findById(claims.sub) : undefined;
    if (!user) {
      next(new AppError('notAuthenticated', MESSAGES.notAuthenticated, 401));
      return;
    }
    setSignedInUser(req, user);
    next();
  };
}
