import type { CookieOptions, Response } from 'express';
import { ACCESS_TOKEN_TTL_SECONDS, COOKIE_NAMES, REFRESH_TOKEN_TTL_SECONDS } from '@codecourt/contracts';
import type { SessionTokens } from './service.js';

/** Session cookies: never readable by scripts, HTTPS-only in production, sent on top-level navigation only. */
function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/' };
}

export function setSessionCookies(res: Response, tokens: SessionTokens, secure: boolean): void {
  const options = sessionCookieOptions(secure);
  res.cookie(COOKIE_NAMES.accessToken, tokens.accessToken, {
    ...options,
    maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
  res.cookie(COOKIE_NAMES.refreshToken, tokens.refreshToken, {
    ...options,
    maxAge: REFRESH_TOKEN_TTL_SECONDS * 1000,
  });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  const options = sessionCookieOptions(secure);
  res.clearCookie(COOKIE_NAMES.accessToken, options);
  res.clearCookie(COOKIE_NAMES.refreshToken, options);
}
