import { randomBytes } from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_TTL_MS, TWO_FACTOR_MESSAGES } from '@codecourt/contracts';
import type { TwoFactorSetupResponse } from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { appError, catalogueError } from '../../lib/app-error.js';
import type { UserRepository } from '../user/repository.js';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.js';
import type { TwoFactorRepository } from './repository.js';
import type { SecretBox } from './secret-box.js';
import { newTotpSecret, otpauthUrlOf, stepOfTotpCode } from './totp.js';

const twoFactorError = catalogueError(TWO_FACTOR_MESSAGES);

export type TwoFactorServiceDeps = {
  repository: TwoFactorRepository;
  users: UserRepository;
  box: SecretBox;
  now: () => Date;
};

/**
 * TOTP two-factor sign-in: enrolment (a pending secret confirmed by a right code), turning it off, and the
 * second step of a sign-in. A TOTP code is accepted once (its step is remembered), a recovery code once.
 */
export function createTwoFactorService({ repository, users, box, now }: TwoFactorServiceDeps) {
  /** Accepts a current TOTP code or an unused recovery code of the user; throws with `status` otherwise. */
  const checkSecondFactor = async (userId: string, code: string, status: number): Promise<void> => {
    const row = await repository.secretOf(userId);
    if (!row?.confirmedAt) throw twoFactorError('wrongCode', status);
    if (/^\d{6}$/.test(code)) {
      const step = stepOfTotpCode(box.open(row.secretCiphertext), code, now());
      if (step === undefined) throw twoFactorError('wrongCode', status);
      if (!(await repository.takeStep(userId, step))) throw twoFactorError('codeAlreadyUsed', status);
      return;
    }
    const outcome = await repository.useRecoveryCode(userId, normaliseRecoveryCode(code), now());
    if (outcome === 'unknown') throw twoFactorError('wrongCode', status);
    if (outcome === 'used') throw twoFactorError('recoveryCodeUsed', status);
  };

  return {
    /** A new pending secret, shown this once; an earlier pending one stops counting. */
    async setUp(user: UserRow): Promise<TwoFactorSetupResponse> {
      if (user.twoFactorEnabled) throw twoFactorError('alreadyEnabled', 409);
      const secret = newTotpSecret();
      await repository.storePending(user.id, box.seal(secret));
      return { secret, otpauthUrl: otpauthUrlOf(secret, user.emailId) };
    },

    /**
     * Turns two-factor on when the code is right for the pending secret; answers the recovery codes, the
     * only time they exist in clear. A wrong code is a 400: the caller is signed in, only the code is wrong.
     */
    async enable(user: UserRow, code: string): Promise<{ user: UserRow; recoveryCodes: string[] }> {
      if (user.twoFactorEnabled) throw twoFactorError('alreadyEnabled', 409);
      const row = await repository.secretOf(user.id);
      if (!row) throw twoFactorError('notSetUp', 409);
      const at = now();
      const step = stepOfTotpCode(box.open(row.secretCiphertext), code, at);
      if (step === undefined) throw twoFactorError('wrongCode', 400);
      const recoveryCodes = newRecoveryCodes();
      const updated = await users.setTwoFactorEnabled(user.id, true, (tx) =>
        repository.confirm(tx, user.id, step, recoveryCodes.map(normaliseRecoveryCode), at),
      );
      if (!updated) throw appError('notAuthenticated', 401);
      return { user: updated, recoveryCodes };
    },

    /** Turns two-factor off with a current code or a recovery code; the secret and codes are deleted. */
    async disable(user: UserRow, code: string): Promise<UserRow> {
      if (!user.twoFactorEnabled) throw twoFactorError('notEnabled', 409);
      await checkSecondFactor(user.id, code, 400);
      const updated = await users.setTwoFactorEnabled(user.id, false, (tx) => repository.forget(tx, user.id));
      if (!updated) throw appError('notAuthenticated', 401);
      return updated;
    },

    /** The first step of a sign-in went well: a challenge for the second, single-use and short-lived. */
    async challengeFor(user: UserRow): Promise<string> {
      const challenge = randomBytes(32).toString('base64url');
      await repository.storeChallenge(
        user.id,
        challenge,
        new Date(now().getTime() + TWO_FACTOR_CHALLENGE_TTL_MS),
      );
      return challenge;
    },

    /**
     * The second step: the challenge's user when the code is right. A wrong code leaves the challenge for
     * another try (the rate limiter counts them); a right one uses it up.
     */
    async completeSignIn(challenge: string, code: string): Promise<UserRow> {
      const userId = await repository.userOfChallenge(challenge, now());
      if (!userId) throw twoFactorError('challengeExpired', 401);
      await checkSecondFactor(userId, code, 401);
      if (!(await repository.consumeChallenge(challenge, userId, now())))
        throw twoFactorError('challengeExpired', 401);
      const user = await users.findById(userId);
      if (!user) throw twoFactorError('challengeExpired', 401);
      return user;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
