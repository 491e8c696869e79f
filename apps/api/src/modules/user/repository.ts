import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@codecourt/contracts';
import { notifyStatement } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/errors.js';
import { USER_CHANGES_CHANNEL } from '../session/user-changes.js';

export type NewUser = {
  firstName: string;
  lastName?: string | null;
  emailId: string;
  passwordHash: string;
  role?: Role;
};

/**
 * Users table access; returns plain rows, `undefined` when absent, `'duplicate'` when the email is taken.
 * A change of a user is announced to every instance (USER_CHANGES_CHANNEL, in the write's transaction)
 * and to this process's `onChange` listeners once committed: signed-in users' kept rows are forgotten.
 */
export function createUserRepository(db: Database) {
  const listeners: ((userId: string) => void)[] = [];
  const change = async <T>(id: string, write: (tx: Transaction) => Promise<T>): Promise<T> => {
    const result = await db.transaction(async (tx) => {
      const written = await write(tx);
      await tx.execute(notifyStatement(USER_CHANGES_CHANNEL, id));
      return written;
    });
    for (const listener of listeners) listener(id);
    return result;
  };

  return {
    onChange(listener: (userId: string) => void): void {
      listeners.push(listener);
    },

    async findByEmail(emailId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.emailId, emailId)).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The owner of a public profile by its handle; a private profile's handle finds no one. */
    async findByPublicHandle(handle: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.handle, handle), eq(users.profilePublic, true)))
        .limit(1);
      return row;
    },

    async insert(user: NewUser): Promise<UserRow | 'duplicate'> {
      try {
        const [row] = await db.insert(users).values(user).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      } catch (error) {
        // Two sign-ups racing past the existence check: the unique index decides.
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    async setNames(
      id: string,
      names: { firstName: string; lastName: string | null },
    ): Promise<UserRow | undefined> {
      return change(id, async (tx) => {
        const [row] = await tx.update(users).set(names).where(eq(users.id, id)).returning();
        return row;
      });
    },

    /** `'taken'` when another user has the handle (the unique index decides). */
    /** Turns two-factor sign-in on or off, writing the two-factor module's rows in the same transaction. */
    async setTwoFactorEnabled(
      id: string,
      enabled: boolean,
      alsoWrite: (tx: Transaction) => Promise<void>,
    ): Promise<UserRow | undefined> {
      return change(id, async (tx) => {
        await alsoWrite(tx);
        const [row] = await tx
          .update(users)
          .set({ twoFactorEnabled: enabled })
          .where(eq(users.id, id))
          .returning();
        return row;
      });
    },

    async setPublicProfile(
      id: string,
      settings: { handle: string; profilePublic: boolean },
    ): Promise<UserRow | 'taken' | undefined> {
      try {
        return await change(id, async (tx) => {
          // The lock default_user_handle takes (migration 0027): a sign-up's default waits for this choice.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('codecourt_user_handles'))`);
          const [row] = await tx.update(users).set(settings).where(eq(users.id, id)).returning();
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await change(id, (tx) => tx.update(users).set({ passwordHash }).where(eq(users.id, id)));
    },

    async setRole(id: string, role: Role): Promise<void> {
      await change(id, (tx) => tx.update(users).set({ role }).where(eq(users.id, id)));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
