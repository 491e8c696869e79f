import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS } from '@codecourt/contracts';
import { notifyStatement } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/index.js';

export type RotationOutcome =
  | { kind: 'rotated'; userId: string; token: string }
  | { kind: 'unknown' | 'revoked' | 'expired' | 'mismatch' }
  /** A used token came back after the grace window: someone replayed it, so its whole family was just revoked. */
  | { kind: 'reused' };

export type NextToken = { token: string; userId: string; familyId: string; expiresAt: Date };

/** Mints the successor of the presented token as issued at `issuedAt`: the same token for the same instant. */
export type MintSuccessor = (issuedAt: Date) => Promise<NextToken>;

const GRACE_MS = REFRESH_REUSE_GRACE_SECONDS * 1000;

/** Notified in every transaction that ends a sign-in: each API instance then stops trusting what it cached. */
export const SIGN_IN_ENDED_CHANNEL = 'codecourt_sign_ins_ended';

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
     * Marks `presented` used and stores its successor in the same family, in one transaction with the row
     * locked, so two concurrent refreshes with one token are serialised: the second, within the grace
     * window, gets the same successor; later, it revokes the family. A validly signed token with no row
     * whose family still has rows is a used token already pruned, so it is treated as reused too.
     */
    rotate(
      presented: string,
      familyId: string,
      mint: MintSuccessor,
      now = new Date(),
    ): Promise<RotationOutcome> {
      return db.transaction(async (tx) => {
        const revokeFamily = async (): Promise<RotationOutcome> => {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
          await tx.execute(notifyStatement(SIGN_IN_ENDED_CHANNEL));
          return { kind: 'reused' };
        };
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(presented)))
          .for('update');
        if (!row) {
          const [sibling] = await tx
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
            .limit(1);
          return sibling ? revokeFamily() : { kind: 'unknown' };
        }
        if (row.familyId !== familyId) return { kind: 'mismatch' };
        if (row.revokedAt) return { kind: 'revoked' };
        if (row.usedAt) {
          if (now.getTime() - row.usedAt.getTime() > GRACE_MS) return revokeFamily();
          const again = await mint(row.usedAt);
          const [successor] = await tx
            .select({ revokedAt: refreshTokens.revokedAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hashToken(again.token)));
          if (!successor || successor.revokedAt) return { kind: 'revoked' };
          return { kind: 'rotated', userId: row.userId, token: again.token };
        }
        if (row.expiresAt <= now) return { kind: 'expired' };
        const next = await mint(now);
        if (next.userId !== row.userId) return { kind: 'mismatch' };
        await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
        await tx.insert(refreshTokens).values({
          userId: next.userId,
          familyId: next.familyId,
          tokenHash: hashToken(next.token),
          expiresAt: next.expiresAt,
        });
        // The family's tokens used before the grace window are no longer needed: a replay of one is
        // still caught, as a signed token of a live family with no row.
        await tx
          .delete(refreshTokens)
          .where(
            and(
              eq(refreshTokens.familyId, familyId),
              lt(refreshTokens.usedAt, new Date(now.getTime() - GRACE_MS)),
            ),
          );
        return { kind: 'rotated', userId: row.userId, token: next.token };
      });
    },

    /** Revokes every token of `familyId` (logout). */
    async revokeFamily(familyId: string, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
        await tx.execute(notifyStatement(SIGN_IN_ENDED_CHANNEL));
      });
    },

    /** Revokes every sign-in of the user but `keepFamilyId`; returns the families it revoked. */
    async revokeUserFamilies(userId: string, keepFamilyId?: string, now = new Date()): Promise<string[]> {
      const revoked = await db.transaction(async (tx) => {
        const rows = await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(refreshTokens.userId, userId),
              isNull(refreshTokens.revokedAt),
              keepFamilyId === undefined ? undefined : ne(refreshTokens.familyId, keepFamilyId),
            ),
          )
          .returning({ familyId: refreshTokens.familyId });
        if (rows.length > 0) await tx.execute(notifyStatement(SIGN_IN_ENDED_CHANNEL));
        return rows;
      });
      return [...new Set(revoked.map((row) => row.familyId))];
    },

    /** Whether the sign-in still has a token that can refresh: not revoked, not used, not expired. */
    async isFamilyLive(familyId: string, now = new Date()): Promise<boolean> {
      const [head] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return head !== undefined;
    },

    /** Deletes the rows nothing needs any more: expired, revoked, or used before the grace window. Returns how many. */
    async prune(now = new Date()): Promise<number> {
      const graceStart = new Date(now.getTime() - GRACE_MS);
      const deleted = await db
        .delete(refreshTokens)
        .where(
          or(
            lt(refreshTokens.expiresAt, now),
            and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, graceStart)),
            lt(refreshTokens.usedAt, graceStart),
          ),
        )
        .returning({ id: refreshTokens.id });
      return deleted.length;
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
