import { MESSAGES, PASSWORD_RESET_TTL_SECONDS } from '@codecourt/contracts';
import type { ChangePasswordRequest, ResetPasswordRequest } from '@codecourt/contracts';
import type { AppError } from '../../lib/app-error.js';
import { appError, fieldError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import { passwordResetMail } from './password-reset-mail.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import type { UserRepository } from './repository.js';
import type { ResetTokenRepository } from './reset-token-repository.js';
import type { ResetTokenSigner } from './reset-token.js';

/** What the password use cases need of the session module: ending sign-ins. */
export type SessionEnder = { endAllOf: (userId: string, keepFamilyId?: string) => Promise<void> };

/** What they need of the tokens module: a new password revokes every personal access token too. */
export type TokenRevoker = { removeAllOf: (userId: string) => Promise<number> };

type Deps = {
  users: Pick<UserRepository, 'findByEmail' | 'findById' | 'setPasswordHash'>;
  resetTokens: ResetTokenRepository;
  signer: ResetTokenSigner;
  sessions: SessionEnder;
  tokens: TokenRevoker;
  mailer: Mailer;
  /** Where the web app is reached: reset links point at its /reset-password page. */
  publicUrl: string;
  /**
   * Whether an outbox mail's link goes into the log too (development: the developer clicks it there).
   * Never in production: a reset link is a password for whoever reads the logs.
   */
  logOutboxLinks: boolean;
  logger: Logger;
  clock?: () => Date;
};

/**
 * Changing a forgotten or known password, and who is signed out when it changes: every other sign-in,
 * and every personal access token (a token made by whoever knew the old password must die with it).
 */
export function createPasswordService(deps: Deps) {
  const clock = deps.clock ?? (() => new Date());

  return {
    /** The signed-in user, proving it with the current password; their other sign-ins end. */
    async change(userId: string, keepFamilyId: string | undefined, input: ChangePasswordRequest) {
      const user = await deps.users.findById(userId);
      if (!user) throw appError('notAuthenticated', 401);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
        throw appError('currentPasswordIncorrect', 400);
      if (input.newPassword === input.currentPassword) throw fieldError(MESSAGES.newPasswordSameAsCurrent);
      await deps.users.setPasswordHash(user.id, await hashPassword(input.newPassword));
      await deps.resetTokens.dropAllOf(user.id);
      await deps.sessions.endAllOf(user.id, keepFamilyId);
      await deps.tokens.removeAllOf(user.id);
    },

    /**
     * Emails a reset link when the address has an account, and does nothing otherwise: the caller
     * answers the same either way, before this finishes, so neither words nor timing tell them apart.
     */
    async requestReset(emailId: string): Promise<void> {
      const user = await deps.users.findByEmail(emailId);
      if (!user) return;
      const token = deps.signer.issue(user.id);
      const expiresAt = new Date(clock().getTime() + PASSWORD_RESET_TTL_SECONDS * 1000);
      await deps.resetTokens.replace(user.id, token, expiresAt);
      const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, deps.publicUrl).href;
      const receipt = await deps.mailer.send(passwordResetMail(user, link));
      if (receipt.via === 'outbox')
        deps.logger.info(
          { to: user.emailId, file: receipt.file },
          deps.logOutboxLinks
            ? `password reset email written to the outbox (no SMTP_URL); its link: ${link}`
            : 'password reset email written to the outbox (no SMTP_URL)',
        );
    },

    /** Sets a new password from an emailed link (once, within its time); every sign-in of the account ends. */
    async reset(input: ResetPasswordRequest): Promise<void> {
      const claimed = deps.signer.userIdOf(input.token);
      if (!claimed) throw invalidLink();
      const passwordHash = await hashPassword(input.newPassword);
      const outcome = await deps.resetTokens.consume(input.token, clock());
      if (outcome.kind === 'expired') throw appError('resetLinkExpired', 400);
      if (outcome.kind !== 'consumed' || outcome.userId !== claimed) throw invalidLink();
      await deps.users.setPasswordHash(outcome.userId, passwordHash);
      await deps.sessions.endAllOf(outcome.userId);
      await deps.tokens.removeAllOf(outcome.userId);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;

function invalidLink(): AppError {
  return appError('resetLinkInvalid', 400);
}
