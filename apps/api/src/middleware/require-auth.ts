import type { Request, RequestHandler } from 'express';
import type { UserRow } from '../db/schema/index.js';
import { appError } from '../lib/app-error.js';
import { readCookie } from '../lib/cookies.js';
import { currentUser, setSignedInUser, tokenIdentityOf } from './auth-context.js';

/** The user an access token signs in, if it is valid and unexpired and the user still exists. */
export type UserOfAccessToken = (token: string) => Promise<UserRow | undefined>;

/** Loaded on every request so deleted accounts and role changes take effect at once. */
async function userOf(
  req: Request,
  userOfAccessToken: UserOfAccessToken,
  accessCookie: string,
): Promise<UserRow | undefined> {
  // Token auth ran first and loaded the user; the token decides, whatever cookie came along.
  if (tokenIdentityOf(req)) return currentUser(req);
  const token = readCookie(req, accessCookie);
  return token ? userOfAccessToken(token) : undefined;
}

/** 401 unless the request is signed in. */
export function createRequireAuth(
  userOfAccessToken: UserOfAccessToken,
  accessCookie: string,
): RequestHandler {
  return async (req, _res, next) => {
    const user = await userOf(req, userOfAccessToken, accessCookie);
    if (!user) {
      next(appError('notAuthenticated', 401));
      return;
    }
    setSignedInUser(req, user);
    next();
  };
}

/** Loads the signed-in user when there is one; anonymous requests pass too. */
export function createOptionalAuth(
  userOfAccessToken: UserOfAccessToken,
  accessCookie: string,
): RequestHandler {
  return async (req, _res, next) => {
    const user = await userOf(req, userOfAccessToken, accessCookie);
    if (user) setSignedInUser(req, user);
    next();
  };
}
