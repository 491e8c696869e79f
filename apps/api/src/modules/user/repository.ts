import { eq } from 'drizzle-orm';
import type { Role } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';

export type NewUser = {
  firstName: string;
  lastName?: string | null;
  emailId: string;
  passwordHash: string;
  role?: Role;
};

/** Users table access; returns plain rows, `undefined` when absent, `'duplicate'` when the email is taken. */
export function createUserRepository(db: Database) {
  return {
    async findByEmail(emailId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.emailId, emailId)).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
      const [row] = await db.update(users).set(names).where(eq(users.id, id)).returning();
      return row;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async setRole(id: string, role: Role): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
