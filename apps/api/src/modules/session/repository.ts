import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/index.js';

export type RotationOutcome =
  | { kind: 'rotated'; userId: string }
  | { kind: 'unknown' | 'revoked' | 'expired' | 'mismatch' }
  /** A used token came back: someone replayed it, so its whole family was just revoked. */
  | { kind: 'reused' };

export type NextToken = { token: string; userId: string; familyId: string; expiresAt: Date };

/** Only sha256 digests are stored: a leaked table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createRefreshTokenRepository(db: Database) {
  return {
    async insert(next: NextToken): Promise<void> {
      await db.insert(refreshTokens).values({
        userId: next.userId,
        familyId: next.familyId,
        tokenHash: hashToken(next.token),
        expiresAt: next.expiresAt,
      });
    },

    /**
     * Marks `presented` used and stores `next` in the same family, in one transaction with the row
     * locked, so two concurrent refreshes with one token cannot both succeed (the second sees it used).
     */
    rotate(presented: string, next: NextToken, now = new Date()): Promise<RotationOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(presented)))
          .for('update');
        if (!row) return { kind: 'unknown' };
        if (row.revokedAt) return { kind: 'revoked' };
        if (row.usedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
          return { kind: 'reused' };
        }
        if (row.expiresAt <= now) return { kind: 'expired' };
        if (row.familyId !== next.familyId || row.userId !== next.userId) return { kind: 'mismatch' };
        await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
        await tx.insert(refreshTokens).values({
          userId: next.userId,
          familyId: next.familyId,
          tokenHash: hashToken(next.token),
          expiresAt: next.expiresAt,
        });
        return { kind: 'rotated', userId: row.userId };
      });
    },

    /** Revokes every token of the family `token` belongs to (logout). Unknown tokens are ignored. */
    async revokeFamilyOf(token: string, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(token)));
        if (!row) return;
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      });
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
