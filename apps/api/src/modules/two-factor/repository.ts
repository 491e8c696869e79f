import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index.js';
import type { TwoFactorSecretRow } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';
import { hashToken } from '../session/repository.js';

/** The two-factor tables: secrets, recovery codes (sha256 digests) and sign-in challenges (digests). */
export function createTwoFactorRepository(db: Database) {
  return {
    async secretOf(userId: string): Promise<TwoFactorSecretRow | undefined> {
      const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      return row;
    },

    /** A new pending secret, replacing any earlier pending one. */
    async storePending(userId: string, secretCiphertext: string): Promise<void> {
      await db
        .insert(twoFactorSecrets)
        .values({ userId, secretCiphertext })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretCiphertext, confirmedAt: null, lastUsedStep: null },
        });
    },

    /** Confirms the secret and stores the recovery codes' digests (inside the user's change). */
    async confirm(tx: Transaction, userId: string, step: number, recoveryCodes: string[], now: Date) {
      await tx
        .update(twoFactorSecrets)
        .set({ confirmedAt: now, lastUsedStep: step })
        .where(eq(twoFactorSecrets.userId, userId));
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx
        .insert(twoFactorRecoveryCodes)
        .values(recoveryCodes.map((code) => ({ userId, codeHash: hashToken(code) })));
    },

    /** Everything two-factor of the user goes (inside the user's change). */
    async forget(tx: Transaction, userId: string): Promise<void> {
      await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    },

    /**
     * Records `step` as used if it is later than the last one, atomically: of two sign-ins with one code
     * only one wins. False for a replayed code.
     */
    async takeStep(userId: string, step: number): Promise<boolean> {
      const taken = await db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return taken.length > 0;
    },

    /** Marks a recovery code used; 'unknown' or 'used' when it cannot be. */
    async useRecoveryCode(userId: string, code: string, now: Date): Promise<'used-now' | 'used' | 'unknown'> {
      const codeHash = hashToken(code);
      const byCode = and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
      );
      const won = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(and(byCode, isNull(twoFactorRecoveryCodes.usedAt)))
        .returning({ id: twoFactorRecoveryCodes.id });
      if (won.length > 0) return 'used-now';
      const [row] = await db
        .select({ id: twoFactorRecoveryCodes.id })
        .from(twoFactorRecoveryCodes)
        .where(byCode);
      return row ? 'used' : 'unknown';
    },

    async storeChallenge(userId: string, challenge: string, expiresAt: Date): Promise<void> {
      await db.insert(twoFactorChallenges).values({ userId, tokenHash: hashToken(challenge), expiresAt });
    },

    /** The user of a live challenge, which stays usable until `consumeChallenge`. */
    async userOfChallenge(challenge: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: twoFactorChallenges.userId })
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.tokenHash, hashToken(challenge)),
            gt(twoFactorChallenges.expiresAt, now),
          ),
        );
      return row?.userId;
    },

    /** Deletes the challenge (and the user's expired ones); false when another request used it first. */
    async consumeChallenge(challenge: string, userId: string, now: Date): Promise<boolean> {
      const deleted = await db
        .delete(twoFactorChallenges)
        .where(eq(twoFactorChallenges.tokenHash, hashToken(challenge)))
        .returning({ userId: twoFactorChallenges.userId });
      await db
        .delete(twoFactorChallenges)
        .where(and(eq(twoFactorChallenges.userId, userId), lt(twoFactorChallenges.expiresAt, now)));
      return deleted.length > 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
