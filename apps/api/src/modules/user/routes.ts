import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import {
  MESSAGES,
  checkQuerySchema,
  loginRequestSchema,
  signupRequestSchema,
  updateProfileRequestSchema,
} from '@codecourt/contracts';
import type { CheckResponse, LogoutResponse, RefreshResponse, UserResponse } from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { readCookie } from '../../lib/cookies.js';
import type { Logger } from '../../lib/logger.js';
import { requestLog } from '../../lib/request-log.js';
import { parsed, validate } from '../../lib/validate.js';
import { currentUser, signedInUser } from '../../middleware/auth-context.js';
import type { Csrf } from '../../middleware/csrf.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import { clearSessionCookies, sessionCookieNames, setSessionCookies } from '../session/cookies.js';
import type { SessionService, SessionTokens } from '../session/service.js';
import type { UserService } from './service.js';
import { toUserJson } from './user-json.js';

export type UserRoutesDeps = {
  users: UserService;
  sessions: SessionService;
  csrf: Csrf;
  requireAuth: RequestHandler;
  /** Loads the signed-in user when the access token is valid, and lets the request through either way. */
  optionalAuth: RequestHandler;
  loginLimiter: RequestHandler;
  registerLimiter: RequestHandler;
  refreshLimiter: RequestHandler;
  secureCookies: boolean;
  logger: Logger;
};

/** /api/user: accounts and sessions: register, login, check, refresh, logout, profile. */
export function createUserRoutes(deps: UserRoutesDeps): Router {
  const router = Router();
  const { csrf, secureCookies } = deps;
  const cookieNames = sessionCookieNames(secureCookies);

  const applySession = (req: Request, res: Response, tokens: SessionTokens) => {
    setSessionCookies(res, tokens, secureCookies);
    csrf.reissue(req, res, tokens.refreshToken);
  };
  const dropSession = (req: Request, res: Response) => {
    clearSessionCookies(res, secureCookies);
    csrf.reissue(req, res, undefined);
  };
  const signIn = async (req: Request, res: Response, user: UserRow) => {
    applySession(req, res, await deps.sessions.start(user));
  };

  router.post('/register', deps.registerLimiter, validate('body', signupRequestSchema), async (req, res) => {
    const user = await deps.users.register(parsed(req, 'body', signupRequestSchema));
    await signIn(req, res, user);
    res.status(201).json({ user: toUserJson(user) } satisfies UserResponse);
  });

  router.post('/login', deps.loginLimiter, validate('body', loginRequestSchema), async (req, res) => {
    const user = await deps.users.authenticate(parsed(req, 'body', loginRequestSchema));
    await signIn(req, res, user);
    res.json({ user: toUserJson(user) } satisfies UserResponse);
  });

  router.patch(
    '/profile',
    deps.requireAuth,
    validate('body', updateProfileRequestSchema),
    async (req, res) => {
      const names = parsed(req, 'body', updateProfileRequestSchema);
      const user = await deps.users.updateProfile(signedInUser(req).id, names);
      res.json({ user: toUserJson(user) } satisfies UserResponse);
    },
  );

  router.get('/check', deps.optionalAuth, validate('query', checkQuerySchema), async (req, res) => {
    const current = currentUser(req);
    if (current) {
      res.json({ user: toUserJson(current) } satisfies UserResponse);
      return;
    }
    // The 1 h access cookie is gone but the 7 d sign-in may live on (a laptop woke up): the spec's client (docs/api.md)
    // never refreshes on this public path, so the check renews the session itself or the user looks signed out.
    const presented = readCookie(req, cookieNames.refreshToken);
    if (!presented) throw new AppError('notAuthenticated', MESSAGES.notAuthenticated, 401);
    if (parsed(req, 'query', checkQuerySchema).refresh === 'false') {
      res.json({ renewable: true } satisfies CheckResponse);
      return;
    }
    const result = await deps.sessions.refresh(presented);
    if (!result.ok) {
      dropSession(req, res);
      throw new AppError('notAuthenticated', MESSAGES.notAuthenticated, 401);
    }
    applySession(req, res, result.tokens);
    res.json({ user: toUserJson(result.user) } satisfies UserResponse);
  });

  router.post('/refresh-token', deps.refreshLimiter, async (req, res) => {
    const result = await deps.sessions.refresh(readCookie(req, cookieNames.refreshToken));
    if (!result.ok) {
      if (result.reason === 'reused')
        requestLog(req, deps.logger).warn('refresh token reused: its sign-in was revoked');
      dropSession(req, res);
      throw new AppError('sessionExpired', MESSAGES.sessionExpired, 401);
    }
    applySession(req, res, result.tokens);
    res.json({ success: true } satisfies RefreshResponse);
  });

  router.post('/logout', async (req, res) => {
    await deps.sessions.end(readCookie(req, cookieNames.refreshToken));
    dropSession(req, res);
    res.json({ success: true, message: MESSAGES.loggedOut } satisfies LogoutResponse);
  });

  // A probe for the admin guard; the admin features of later issues mount their own routes.
  router.get('/admin-check', deps.requireAuth, requireAdmin, (_req, res) => {
    res.json({ ok: true });
  });

  return router;
}
