import type { RequestHandler, Router } from 'express';
import {
  MESSAGES,
  accountMessageResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@codecourt/contracts';
import type { AccountMessageResponse } from '@codecourt/contracts';
import { readCookie } from '../../lib/cookies.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { Logger } from '../../lib/logger.js';
import { requestLog } from '../../lib/request-log.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { PasswordService } from './password-service.js';

/** /api/user: change-password, forgot-password and reset-password. */
export const PASSWORD_ROUTES = defineRoutes(
  { prefix: '/user', tag: 'user' },
  {
    change: {
      method: 'post',
      path: '/change-password',
      summary:
        'Change the signed-in user’s password (the current one required; signup rules); their other sign-ins end',
      access: 'user',
      body: changePasswordRequestSchema,
      success: { status: 200, description: 'Changed', schema: accountMessageResponseSchema },
      errors: [400, 401, 429],
    },
    forgot: {
      method: 'post',
      path: '/forgot-password',
      summary:
        'Email a single-use, 30-minute reset link if the address has an account (the same answer either way)',
      access: 'public',
      body: forgotPasswordRequestSchema,
      success: { status: 200, description: 'The neutral answer', schema: accountMessageResponseSchema },
      errors: [400, 429],
    },
    reset: {
      method: 'post',
      path: '/reset-password',
      summary: 'Set a new password from a reset link; every sign-in of the account ends',
      access: 'public',
      body: resetPasswordRequestSchema,
      success: { status: 200, description: 'The password was reset', schema: accountMessageResponseSchema },
      errors: [400, 429],
    },
  },
);

export type PasswordRoutesDeps = {
  passwords: PasswordService;
  /** The sign-in an access token belongs to: it stays signed in when its user changes the password. */
  familyOfAccessToken: (token: string) => Promise<string | undefined>;
  requireAuth: RequestHandler;
  /** The access cookie's name (`__Host-` prefixed over HTTPS). */
  accessCookie: string;
  /** Per signed-in user (mounted after requireAuth). */
  changeLimiter: RequestHandler;
  /** Per IP before validation, then per account after it (the email asked for, or the account a reset link names). */
  resetIpLimiter: RequestHandler;
  forgotAccountLimiter: RequestHandler;
  resetAccountLimiter: RequestHandler;
  logger: Logger;
};

/** The routes of PASSWORD_ROUTES, mounted at /api. */
export function createPasswordRoutes(deps: PasswordRoutesDeps): Router {
  return routerOf(PASSWORD_ROUTES, deps, {
    change: {
      before: [deps.changeLimiter],
      handle: async (req, res, { body }) => {
        const accessToken = readCookie(req, deps.accessCookie);
        const keep = accessToken ? await deps.familyOfAccessToken(accessToken) : undefined;
        await deps.passwords.change(signedInUser(req).id, keep, body);
        res.json({ success: true, message: MESSAGES.passwordChanged } satisfies AccountMessageResponse);
      },
    },
    forgot: {
      before: [deps.resetIpLimiter],
      after: [deps.forgotAccountLimiter],
      handle: (req, res, { body }) => {
        // Answered before the lookup and the mail: an address with an account takes no longer than one without.
        deps.passwords.requestReset(body.emailId).catch((error: unknown) => {
          requestLog(req, deps.logger).error(
            { err: toLoggableError(error) },
            'the password reset email could not be sent',
          );
        });
        res.json({ success: true, message: MESSAGES.resetLinkSent } satisfies AccountMessageResponse);
      },
    },
    reset: {
      before: [deps.resetIpLimiter],
      after: [deps.resetAccountLimiter],
      handle: async (_req, res, { body }) => {
        await deps.passwords.reset(body);
        res.json({ success: true, message: MESSAGES.passwordResetDone } satisfies AccountMessageResponse);
      },
    },
  });
}
