import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import {
  MESSAGES,
  checkQuerySchema,
  checkResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  publicProfileSettingsSchema,
  refreshResponseSchema,
  signupRequestSchema,
  updateProfileRequestSchema,
  userResponseSchema,
} from '@codecourt/contracts';
import type {
  CheckResponse,
  LogoutResponse,
  RefreshResponse,
  TwoFactorChallengeResponse,
  UserResponse,
} from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';
import { readCookie } from '../../lib/cookies.js';
import type { Logger } from '../../lib/logger.js';
import { requestLog } from '../../lib/request-log.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { adminMustEnrol } from '../../middleware/admin-two-factor-policy.js';
import { currentUser, signedInUser } from '../../middleware/auth-context.js';
import type { Csrf } from '../../middleware/csrf.js';
import { clearSessionCookies, sessionCookieNames, setSessionCookies } from '../session/cookies.js';
import type { SessionService, SessionTokens } from '../session/service.js';
import type { UserService } from './service.js';
import { toUserJson } from './user-json.js';

/** /api/user: accounts and sessions. */
export const USER_ROUTES = defineRoutes(
  { prefix: '/user', tag: 'user' },
  {
    register: {
      method: 'post',
      path: '/register',
      summary: 'Create an account and sign in',
      access: 'public',
      body: signupRequestSchema,
      success: {
        status: 201,
        description: 'Created and signed in (session cookies set)',
        schema: userResponseSchema,
      },
      errors: [400, 409, 429],
    },
    login: {
      method: 'post',
      path: '/login',
      summary: 'Sign in with email and password',
      access: 'public',
      body: loginRequestSchema,
      success: {
        status: 200,
        description:
          'Signed in (session cookies set), or, with two-factor on, no session yet and a challenge for POST /user/login/two-factor',
        schema: loginResponseSchema,
      },
      errors: [400, 401, 429],
    },
    profile: {
      method: 'patch',
      path: '/profile',
      summary: 'Change the signed-in user’s first and last name (signup rules; a blank last name clears it)',
      access: 'user',
      body: updateProfileRequestSchema,
      success: { status: 200, description: 'The updated user', schema: userResponseSchema },
      errors: [400, 401],
    },
    publicProfile: {
      method: 'patch',
      path: '/public-profile',
      summary:
        'Change the signed-in user’s handle (their public profile is at /u/{handle}) and whether the profile is public',
      access: 'user',
      body: publicProfileSettingsSchema,
      success: { status: 200, description: 'The updated user', schema: userResponseSchema },
      errors: [400, 401, 409],
    },
    check: {
      method: 'get',
      path: '/check',
      summary:
        'The signed-in user; renews an expired access token from the refresh cookie unless `refresh=false`',
      access: 'user',
      // The check renews an expired access token itself, so it answers its own 401.
      signIn: 'optional',
      query: checkQuerySchema,
      success: {
        status: 200,
        description:
          'The user of the session, or `{renewable: true}` (refresh=false, only the refresh cookie left)',
        schema: checkResponseSchema,
      },
      errors: [401],
    },
    refresh: {
      method: 'post',
      path: '/refresh-token',
      summary: 'Rotate the refresh token and issue a new access token',
      access: 'public',
      success: { status: 200, description: 'New session cookies set', schema: refreshResponseSchema },
      errors: [401],
    },
    logout: {
      method: 'post',
      path: '/logout',
      summary: 'Revoke the sign-in and clear the session cookies',
      access: 'public',
      success: { status: 200, description: 'Signed out', schema: logoutResponseSchema },
      errors: [],
    },
    // A probe for the admin guard; the admin features mount their own routes.
    adminCheck: {
      method: 'get',
      path: '/admin-check',
      summary: 'Answers only for admins',
      access: 'admin',
      success: {
        status: 200,
        description: 'The caller is an admin',
        schema: z.object({ ok: z.literal(true) }),
      },
      errors: [401, 403],
    },
  },
);

export type UserRoutesDeps = {
  users: UserService;
  sessions: SessionService;
  /** Issues the second step's challenge when the user has two-factor sign-in on. */
  twoFactor: { challengeFor: (user: UserRow) => Promise<string> };
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

/** The /api/user routes of USER_ROUTES, mounted at /api. */
export function createUserRoutes(deps: UserRoutesDeps): Router {
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

  return routerOf(USER_ROUTES, deps, {
    register: {
      before: [deps.registerLimiter],
      handle: async (req, res, { body }) => {
        const user = await deps.users.register(body);
        await signIn(req, res, user);
        res.status(201).json({ user: toUserJson(user) } satisfies UserResponse);
      },
    },
    login: {
      before: [deps.loginLimiter],
      handle: async (req, res, { body }) => {
        const user = await deps.users.authenticate(body);
        if (user.twoFactorEnabled) {
          const challenge = await deps.twoFactor.challengeFor(user);
          res.json({ twoFactorRequired: true, challenge } satisfies TwoFactorChallengeResponse);
          return;
        }
        await signIn(req, res, user);
        res.json({
          user: toUserJson(user, { twoFactorRequired: adminMustEnrol(req, user) }),
        } satisfies UserResponse);
      },
    },
    profile: async (req, res, { body }) => {
      const user = await deps.users.updateProfile(signedInUser(req).id, body);
      res.json({ user: toUserJson(user) } satisfies UserResponse);
    },
    publicProfile: async (req, res, { body }) => {
      const user = await deps.users.updatePublicProfile(signedInUser(req).id, body);
      res.json({ user: toUserJson(user) } satisfies UserResponse);
    },
    check: async (req, res, { query }) => {
      const current = currentUser(req);
      if (current) {
        res.json({
          user: toUserJson(current, { twoFactorRequired: adminMustEnrol(req, current) }),
        } satisfies UserResponse);
        return;
      }
      // The 1 h access cookie is gone but the 7 d sign-in may live on (a laptop woke up): the spec's client (docs/api.md)
      // never refreshes on this public path, so the check renews the session itself or the user looks signed out.
      const presented = readCookie(req, cookieNames.refreshToken);
      // The web app's own check (refresh=false) of a visitor without a session: no user, and no 401 for the browser
      // to log on every anonymous visit. The spec's client, which never sends refresh=false, still gets its 401.
      if (!presented && query.refresh === 'false') {
        res.json({} satisfies CheckResponse);
        return;
      }
      if (!presented) throw appError('notAuthenticated', 401);
      if (query.refresh === 'false') {
        res.json({ renewable: true } satisfies CheckResponse);
        return;
      }
      const result = await deps.sessions.refresh(presented);
      if (!result.ok) {
        dropSession(req, res);
        throw appError('notAuthenticated', 401);
      }
      applySession(req, res, result.tokens);
      res.json({ user: toUserJson(result.user) } satisfies UserResponse);
    },
    refresh: {
      before: [deps.refreshLimiter],
      handle: async (req, res) => {
        const result = await deps.sessions.refresh(readCookie(req, cookieNames.refreshToken));
        if (!result.ok) {
          if (result.reason === 'reused')
            requestLog(req, deps.logger).warn('refresh token reused: its sign-in was revoked');
          dropSession(req, res);
          throw appError('sessionExpired', 401);
        }
        applySession(req, res, result.tokens);
        res.json({ success: true } satisfies RefreshResponse);
      },
    },
    logout: async (req, res) => {
      await deps.sessions.end(readCookie(req, cookieNames.refreshToken));
      dropSession(req, res);
      res.json({ success: true, message: MESSAGES.loggedOut } satisfies LogoutResponse);
    },
    adminCheck: (_req, res) => {
      res.json({ ok: true });
    },
  });
}
