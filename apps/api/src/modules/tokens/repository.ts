import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PERSONAL_TOKENS_PER_USER_MAX } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { personalTokens, users } from '../../db/schema/index.js';
import type { PersonalTokenRow } from '../../db/schema/index.js';

export type ListedTokenRow = Omit<PersonalTokenRow, 'tokenHash' | 'userId'>;

const listedColumns = {
  id: personalTokens.id,
  name: personalTokens.name,
  createdAt: personalTokens.createdAt,
  lastUsedAt: personalTokens.lastUsedAt,
};

/** Personal tokens table access; every query but the lookup by hash is scoped to one user. */
export function createPersonalTokenRepository(db: Database) {
  return {
    listOf(userId: string): Promise<ListedTokenRow[]> {
      return db
        .select(listedColumns)
        .from(personalTokens)
        .where(eq(personalTokens.userId, userId))
        .orderBy(asc(personalTokens.createdAt), asc(personalTokens.id));
    },

    /** Inserts unless the user already holds the most tokens allowed ('limit'). */
    insert(userId: string, name: string, tokenHash: string): Promise<ListedTokenRow | 'limit'> {
      return db.transaction(async (tx) => {
        // The user's row lock serialises two creations racing past the count.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(personalTokens)
          .where(eq(personalTokens.userId, userId));
        if ((held?.n ?? 0) >= PERSONAL_TOKENS_PER_USER_MAX) return 'limit';
        const [row] = await tx
          .insert(personalTokens)
          .values({ userId, name, tokenHash })
          .returning(listedColumns);
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    /** True when the user's token existed and is now gone. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(personalTokens)
        .where(and(eq(personalTokens.id, id), eq(personalTokens.userId, userId)))
        .returning({ id: personalTokens.id });
      return rows.length > 0;
    },

    /** Revokes every token of the user (their password changed): how many there were. */
    async removeAllOf(userId: string): Promise<number> {
      const rows = await db
        .delete(personalTokens)
        .where(eq(personalTokens.userId, userId))
        .returning({ id: personalTokens.id });
      return rows.length;
    },

    async findByHash(tokenHash: string): Promise<PersonalTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(personalTokens)
        .where(eq(personalTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Records a use, at most once per `everyMs`: a busy script costs one write a minute, not one a request. */
    async touch(id: string, everyMs: number): Promise<void> {
      await db
        .update(personalTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(personalTokens.id, id),
            sql`(${personalTokens.lastUsedAt} is null or ${personalTokens.lastUsedAt} < now() - make_interval(secs => ${everyMs / 1000}))`,
          ),
        );
    },
  };
}

export type PersonalTokenRepository = ReturnType<typeof createPersonalTokenRepository>;
