import type { CookieOptions, Response } from 'express';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  COOKIE_NAMES,
  REFRESH_TOKEN_TTL_SECONDS,
  SECURE_COOKIE_PREFIX,
} from '@codecourt/contracts';
import type { SessionTokens } from './service.js';

export type SessionCookieNames = { accessToken: string; refreshToken: string };

/**
 * The original API's names (docs/api.md) over plain HTTP (development, tests); `__Host-` names when cookies are Secure, which
 * browsers accept only from HTTPS (or localhost) with Path=/ and no Domain. Only the API reads them.
 */
export function sessionCookieNames(secure: boolean): SessionCookieNames {
  const prefix = secure ? SECURE_COOKIE_PREFIX : '';
  return {
    accessToken: `${prefix}${COOKIE_NAMES.accessToken}`,
    refreshToken: `${prefix}${COOKIE_NAMES.refreshToken}`,
  };
}

/** Session cookies: never readable by scripts, HTTPS-only in production, sent on top-level navigation only. */
function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/' };
}

export function setSessionCookies(res: Response, tokens: SessionTokens, secure: boolean): void {
  const options = sessionCookieOptions(secure);
  const names = sessionCookieNames(secure);
  res.cookie(names.accessToken, tokens.accessToken, {
    ...options,
    maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
  res.cookie(names.refreshToken, tokens.refreshToken, {
    ...options,
    maxAge: REFRESH_TOKEN_TTL_SECONDS * 1000,
  });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  const options = sessionCookieOptions(secure);
  const names = sessionCookieNames(secure);
  res.clearCookie(names.accessToken, options);
  res.clearCookie(names.refreshToken, options);
}
