import { createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { COOKIE_NAMES, XSRF_HEADER } from '@codecourt/contracts';
import { appError } from '../lib/app-error.js';
import { readCookie } from '../lib/cookies.js';
import { sessionCookieNames } from '../modules/session/cookies.js';
import { tokenIdentityOf } from './auth-context.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type Csrf = {
  /** Issues the XSRF-TOKEN cookie when the request lacks a valid one, and rejects unsafe methods without a matching header. */
  middleware: RequestHandler;
  /** Replaces the cookie after the sign-in changed (register, login, refresh, logout) so the page never holds a stale token. */
  reissue: (req: Request, res: Response, refreshToken: string | undefined) => void;
};

/**
 * Double-submit CSRF (csrf-csrf): the cookie value is itself the token the page echoes in X-XSRF-TOKEN,
 * an HMAC bound to the sign-in (the refresh token's family), so a token from another session is useless.
 */
export function createCsrf(options: {
  accessSecret: string;
  secure: boolean;
  /** The sign-in a refresh token belongs to (its family), without verifying it. */
  signInOf: (refreshToken: string | undefined) => string | undefined;
}): Csrf {
  const { signInOf } = options;
  const refreshCookie = sessionCookieNames(options.secure).refreshToken;
  // Derived rather than configured: one fewer secret to manage, and it changes whenever the JWT key does.
  const secret = createHmac('sha256', options.accessSecret).update('codecourt:csrf').digest('hex');
  const sessionOverride = new WeakMap<Request, string>();
  const cookieOnlyCheck = new WeakSet<Request>();

  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => sessionOverride.get(req) ?? signInOf(readCookie(req, refreshCookie)) ?? '',
    cookieName: COOKIE_NAMES.xsrf,
    cookieOptions: { httpOnly: false, sameSite: 'lax', secure: options.secure, path: '/' },
    // validateRequest compares cookie and header; with the cookie as "header" it checks the cookie alone.
    getCsrfTokenFromRequest: (req) =>
      cookieOnlyCheck.has(req) ? readCookie(req, COOKIE_NAMES.xsrf) : req.get(XSRF_HEADER),
  });

  const hasValidCookie = (req: Request): boolean => {
    cookieOnlyCheck.add(req);
    try {
      return validateRequest(req);
    } finally {
      cookieOnlyCheck.delete(req);
    }
  };

  return {
    middleware: (req, res, next) => {
      // Signed in by a personal access token, not by a cookie: nothing a forged request could ride on.
      if (tokenIdentityOf(req)) {
        next();
        return;
      }
      if (!hasValidCookie(req)) generateCsrfToken(req, res, { overwrite: true });
      if (!SAFE_METHODS.has(req.method) && !validateRequest(req)) {
        next(appError('invalidCsrfToken', 403));
        return;
      }
      next();
    },
    reissue: (req, res, refreshToken) => {
      sessionOverride.set(req, signInOf(refreshToken) ?? '');
      // Not overwritten: a refresh keeps the family, so the page's current token stays valid and
      // requests already holding it (the one being retried after a 401) still pass.
      generateCsrfToken(req, res, { overwrite: false });
    },
  };
}
