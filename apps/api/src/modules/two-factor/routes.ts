import type { RequestHandler, Router } from 'express';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorCodeRequestSchema,
  twoFactorDisableResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorLoginRequestSchema,
  twoFactorSetupResponseSchema,
  userResponseSchema,
} from '@codecourt/contracts';
import type { TwoFactorEnableResponse, UserResponse } from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { adminMustEnrol } from '../../middleware/admin-two-factor-policy.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { Csrf } from '../../middleware/csrf.js';
import { setSessionCookies } from '../session/cookies.js';
import type { SessionService } from '../session/service.js';
import { toUserJson } from '../user/user-json.js';
import type { TwoFactorService } from './service.js';

/** /api/user/two-factor and the second step of /api/user/login: TOTP two-factor sign-in (issue #38). */
export const TWO_FACTOR_ROUTES = defineRoutes(
  { prefix: '/user', tag: 'user' },
  {
    setup: {
      method: 'post',
      path: '/two-factor/setup',
      summary: 'Start enrolling in two-factor sign-in: a new TOTP secret (SHA-1, 6 digits, 30 s), shown once',
      access: 'user',
      sessionOnly: true,
      success: {
        status: 200,
        description: 'The pending secret and its otpauth URL',
        schema: twoFactorSetupResponseSchema,
      },
      errors: [401, 403, 409],
    },
    enable: {
      method: 'post',
      path: '/two-factor/enable',
      summary:
        'Turn two-factor sign-in on with a code of the pending secret; answers the recovery codes, once',
      access: 'user',
      sessionOnly: true,
      body: twoFactorCodeRequestSchema,
      success: {
        status: 200,
        description: 'On; the ten recovery codes',
        schema: twoFactorEnableResponseSchema,
      },
      errors: [400, 401, 403, 409],
    },
    disable: {
      method: 'post',
      path: '/two-factor/disable',
      summary: 'Turn two-factor sign-in off with a current code or a recovery code',
      access: 'user',
      sessionOnly: true,
      body: twoFactorCodeRequestSchema,
      success: { status: 200, description: 'Off', schema: twoFactorDisableResponseSchema },
      errors: [400, 401, 403, 409],
    },
    login: {
      method: 'post',
      path: '/login/two-factor',
      summary: 'The second step of a sign-in with two-factor on: the challenge of /user/login and a code',
      access: 'public',
      body: twoFactorLoginRequestSchema,
      success: { status: 200, description: 'Signed in (session cookies set)', schema: userResponseSchema },
      errors: [400, 401, 429],
    },
  },
);

export type TwoFactorRoutesDeps = {
  twoFactor: TwoFactorService;
  sessions: SessionService;
  csrf: Csrf;
  requireAuth: RequestHandler;
  limiter: RequestHandler;
  /** The sign-in's second step, counted per account (account-limiter.ts). */
  accountLimiter: RequestHandler;
  secureCookies: boolean;
};

export function createTwoFactorRoutes(deps: TwoFactorRoutesDeps): Router {
  const { twoFactor } = deps;
  return routerOf(TWO_FACTOR_ROUTES, deps, {
    setup: async (req, res) => {
      res.json(await twoFactor.setUp(signedInUser(req)));
    },
    enable: {
      before: [deps.limiter],
      handle: async (req, res, { body }) => {
        const { recoveryCodes } = await twoFactor.enable(signedInUser(req), body.code);
        res.json({ recoveryCodes, message: TWO_FACTOR_MESSAGES.enabled } satisfies TwoFactorEnableResponse);
      },
    },
    disable: {
      before: [deps.limiter],
      handle: async (req, res, { body }) => {
        await twoFactor.disable(signedInUser(req), body.code);
        res.json({ message: TWO_FACTOR_MESSAGES.disabled });
      },
    },
    login: {
      before: [deps.limiter, deps.accountLimiter],
      handle: async (req, res, { body }) => {
        const user = await twoFactor.completeSignIn(body.challenge, body.code);
        // Exactly the session the password alone makes for everyone else (user routes' signIn).
        const tokens = await deps.sessions.start(user);
        setSessionCookies(res, tokens, deps.secureCookies);
        deps.csrf.reissue(req, res, tokens.refreshToken);
        res.json({
          user: toUserJson(user, { twoFactorRequired: adminMustEnrol(req, user) }),
        } satisfies UserResponse);
      },
    },
  });
}
