import { Router } from 'express';
import type { RequestHandler } from 'express';
import {
  MESSAGES,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@codecourt/contracts';
import type { AccountMessageResponse } from '@codecourt/contracts';
import { readCookie } from '../../lib/cookies.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { Logger } from '../../lib/logger.js';
import { requestLog } from '../../lib/request-log.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { PasswordService } from './password-service.js';

export type PasswordRoutesDeps = {
  passwords: PasswordService;
  /** The sign-in an access token belongs to: it stays signed in when its user changes the password. */
  familyOfAccessToken: (token: string) => Promise<string | undefined>;
  requireAuth: RequestHandler;
  /** The access cookie's name (`__Host-` prefixed over HTTPS). */
  accessCookie: string;
  /** Per signed-in user (mounted after requireAuth). */
  changeLimiter: RequestHandler;
  /** Per IP, then per account (the email asked for, or the account a reset link names). */
  resetIpLimiter: RequestHandler;
  forgotAccountLimiter: RequestHandler;
  resetAccountLimiter: RequestHandler;
  logger: Logger;
};

/** /api/user: change-password, forgot-password and reset-password. */
export function createPasswordRoutes(deps: PasswordRoutesDeps): Router {
  const router = Router();

  router.post(
    '/change-password',
    deps.requireAuth,
    deps.changeLimiter,
    validate('body', changePasswordRequestSchema),
    async (req, res) => {
      const accessToken = readCookie(req, deps.accessCookie);
      const keep = accessToken ? await deps.familyOfAccessToken(accessToken) : undefined;
      await deps.passwords.change(
        signedInUser(req).id,
        keep,
        parsed(req, 'body', changePasswordRequestSchema),
      );
      res.json({ success: true, message: MESSAGES.passwordChanged } satisfies AccountMessageResponse);
    },
  );

  router.post(
    '/forgot-password',
    deps.resetIpLimiter,
    validate('body', forgotPasswordRequestSchema),
    deps.forgotAccountLimiter,
    (req, res) => {
      const { emailId } = parsed(req, 'body', forgotPasswordRequestSchema);
      // Answered before the lookup and the mail: an address with an account takes no longer than one without.
      deps.passwords.requestReset(emailId).catch((error: unknown) => {
        requestLog(req, deps.logger).error(
          { err: toLoggableError(error) },
          'the password reset email could not be sent',
        );
      });
      res.json({ success: true, message: MESSAGES.resetLinkSent } satisfies AccountMessageResponse);
    },
  );

  router.post(
    '/reset-password',
    deps.resetIpLimiter,
    validate('body', resetPasswordRequestSchema),
    deps.resetAccountLimiter,
    async (req, res) => {
      await deps.passwords.reset(parsed(req, 'body', resetPasswordRequestSchema));
      res.json({ success: true, message: MESSAGES.passwordResetDone } satisfies AccountMessageResponse);
    },
  );

  return router;
}
