import type { RequestHandler, Router } from 'express';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@codecourt/contracts';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { createMailer } from '../../lib/mailer.js';
import { parsed } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { sessionCookieNames } from '../session/cookies.js';
import { createPersonalTokenRepository } from '../tokens/repository.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import type { RateLimitOptions } from '../../middleware/rate-limit.js';
import type { SessionService } from '../session/service.js';
import { createPasswordRoutes } from './password-routes.js';
import { createPasswordService } from './password-service.js';
import { publicUrlOf } from './public-url.js';
import type { UserRepository } from './repository.js';
import { createResetTokenRepository } from './reset-token-repository.js';
import { createResetTokenSigner } from './reset-token.js';

type Deps = {
  config: AppConfig;
  db: Database;
  users: UserRepository;
  sessions: SessionService;
  requireAuth: RequestHandler;
  limiterStore: Pick<RateLimitOptions, 'redis' | 'prefix'>;
  logger: Logger;
  clock: (() => Date) | undefined;
};

/** Change, forgot and reset password, wired to their mailer, links and rate limits. */
export function createPasswordModule(deps: Deps): Router {
  const { config, limiterStore } = deps;
  const signer = createResetTokenSigner(config.jwt.refreshSecret);
  const passwords = createPasswordService({
    users: deps.users,
    resetTokens: createResetTokenRepository(deps.db),
    signer,
    sessions: deps.sessions,
    tokens: createPersonalTokenRepository(deps.db),
    mailer: createMailer(config.mail),
    publicUrl: publicUrlOf(config),
    logOutboxLinks: !config.isProduction,
    logger: deps.logger,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  return createPasswordRoutes({
    passwords,
    familyOfAccessToken: deps.sessions.familyOfAccessToken,
    requireAuth: deps.requireAuth,
    accessCookie: sessionCookieNames(config.isProduction).accessToken,
    changeLimiter: createRateLimiter('change-password', {
      ...config.changePasswordRateLimit,
      ...limiterStore,
      keyOf: (req) => signedInUser(req).id,
    }),
    resetIpLimiter: createRateLimiter('password-reset-ip', {
      ...config.passwordResetIpRateLimit,
      ...limiterStore,
    }),
    forgotAccountLimiter: createRateLimiter('password-reset-email', {
      ...config.passwordResetAccountRateLimit,
      ...limiterStore,
      keyOf: (req) => parsed(req, 'body', forgotPasswordRequestSchema).emailId,
    }),
    // Forged links all count together; a signed one counts against the account it names.
    resetAccountLimiter: createRateLimiter('password-reset-link', {
      ...config.passwordResetAccountRateLimit,
      ...limiterStore,
      keyOf: (req) => signer.userIdOf(parsed(req, 'body', resetPasswordRequestSchema).token) ?? 'forged',
    }),
    logger: deps.logger,
  });
}
