import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';
import { hashToken } from '../session/repository.js';

export type ConsumeOutcome = { kind: 'consumed'; userId: string } | { kind: 'unknown' | 'used' | 'expired' };

/**
 * Password-reset links, stored as sha256 digests: issued, used once, or dropped. A user has at most one
 * row (a new link replaces the old), so the table stays as small as the user table without pruning.
 */
export function createResetTokenRepository(db: Database) {
  return {
    /** Stores a new link for the user; the links asked for before it stop working (the newest email wins). */
    async replace(userId: string, token: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        await tx.insert(passwordResetTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
      });
    },

    /** Marks the link used if it is unused and unexpired, atomically: of two uses at once only one wins. */
    async consume(token: string, now: Date): Promise<ConsumeOutcome> {
      const tokenHash = hashToken(token);
      const [won] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (won) return { kind: 'consumed', userId: won.userId };
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash));
      if (!row) return { kind: 'unknown' };
      return row.usedAt ? { kind: 'used' } : { kind: 'expired' };
    },

    /** The user's links stop working (their password just changed). */
    async dropAllOf(userId: string): Promise<void> {
      await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

export type ResetTokenRepository = ReturnType<typeof createResetTokenRepository>;
