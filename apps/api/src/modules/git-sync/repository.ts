import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gitSyncSettings, type GitSyncSettingsRow } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

/** A claimed sync that never finished (the process died) may be claimed again after this long. */
export const GIT_SYNC_LEASE_MS = 10 * 60 * 1000;

/** The "Sync to Git" rows; every call is keyed by the user the caller has authenticated. */
export function createGitSyncRepository(db: Database) {
  return {
    async find(userId: string): Promise<GitSyncSettingsRow | undefined> {
      const [row] = await db.select().from(gitSyncSettings).where(eq(gitSyncSettings.userId, userId));
      return row;
    },

    /** Saves the setting; a new remote or branch forgets the last result, which was about the old one. */
    async save(
      userId: string,
      setting: { remoteUrl: string; branch: string; tokenCipher: string },
      at: Date,
    ): Promise<GitSyncSettingsRow> {
      const [row] = await db
        .insert(gitSyncSettings)
        .values({ userId, ...setting, updatedAt: at, requestedAt: at })
        .onConflictDoUpdate({
          target: gitSyncSettings.userId,
          set: {
            ...setting,
            updatedAt: at,
            requestedAt: at,
            lastSyncAt: null,
            lastSyncOk: null,
            lastSyncError: null,
          },
        })
        .returning();
      if (!row) throw new Error('git sync setting not stored');
      return row;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(gitSyncSettings).where(eq(gitSyncSettings.userId, userId));
    },

    /** Asks for a sync; the runner coalesces every request made before it starts into one push. */
    async request(userId: string, at: Date): Promise<void> {
      await db.update(gitSyncSettings).set({ requestedAt: at }).where(eq(gitSyncSettings.userId, userId));
    },

    /** Users owed a sync that nobody is running (or whose runner's lease ran out). */
    async owed(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ userId: gitSyncSettings.userId })
        .from(gitSyncSettings)
        .where(claimable(now))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /**
     * Claims the user's owed sync: one runner per user at a time, across processes (the conditional update is
     * atomic). Undefined when nothing is owed or another runner holds it.
     */
    async claim(userId: string, now: Date): Promise<GitSyncSettingsRow | undefined> {
      const [row] = await db
        .update(gitSyncSettings)
        .set({ startedAt: now, requestedAt: null })
        .where(and(eq(gitSyncSettings.userId, userId), claimable(now)))
        .returning();
      return row;
    },

    /** Stores the outcome and releases the claim (a request made meanwhile stays owed). */
    async finish(userId: string, result: { at: Date; ok: boolean; error: string | null }): Promise<void> {
      await db
        .update(gitSyncSettings)
        .set({ startedAt: null, lastSyncAt: result.at, lastSyncOk: result.ok, lastSyncError: result.error })
        .where(eq(gitSyncSettings.userId, userId));
    },
  };
}

/** Owed, and not held by a runner (or held past its lease). */
function claimable(now: Date) {
  return and(
    isNotNull(gitSyncSettings.requestedAt),
    lte(gitSyncSettings.requestedAt, now),
    or(
      isNull(gitSyncSettings.startedAt),
      lt(gitSyncSettings.startedAt, new Date(now.getTime() - GIT_SYNC_LEASE_MS)),
    ),
  );
}

export type GitSyncRepository = ReturnType<typeof createGitSyncRepository>;

/**
 * The verdict effect: an accepted submission asks for a sync when the user has set one up. It only marks the
 * row inside the verdict's transaction; the runner pushes later, so the verdict never waits on a remote.
 */
export async function requestGitSyncOnAccept(
  tx: Transaction,
  stored: { userId: string; verdict: string | null },
): Promise<void> {
  if (stored.verdict !== 'Accepted') return;
  await tx
    .update(gitSyncSettings)
    .set({ requestedAt: new Date() })
    .where(eq(gitSyncSettings.userId, stored.userId));
}
