import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ssoIdentities, ssoStates, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { hashToken } from '../session/repository.js';

export type PendingSignIn = {
  provider: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
};

export type NewSsoUser = {
  firstName: string;
  lastName: string | null;
  emailId: string;
  /** Unusable: the account signs in through its provider until its owner sets a password (reset link). */
  passwordHash: string;
};

/** Sign-ins sent to a provider (their states, kept as sha256 digests) and the provider accounts of users. */
export function createSsoRepository(db: Database) {
  return {
    async storeState(state: string, pending: PendingSignIn, expiresAt: Date): Promise<void> {
      // Each start also sweeps the states nobody came back with.
      await db.delete(ssoStates).where(lte(ssoStates.expiresAt, new Date()));
      await db.insert(ssoStates).values({ stateHash: hashToken(state), ...pending, expiresAt });
    },

    /** The sign-in of this state, used up; undefined when unknown, already used, expired or another provider's. */
    async takeState(state: string, provider: string, now: Date): Promise<PendingSignIn | undefined> {
      const [row] = await db
        .delete(ssoStates)
        .where(
          and(
            eq(ssoStates.stateHash, hashToken(state)),
            eq(ssoStates.provider, provider),
            gt(ssoStates.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async userOfIdentity(provider: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(ssoIdentities)
        .innerJoin(users, eq(users.id, ssoIdentities.userId))
        .where(and(eq(ssoIdentities.provider, provider), eq(ssoIdentities.subject, subject)))
        .limit(1);
      return row?.user;
    },

    /**
     * Links the provider account to the user of `emailId`, or makes that user with it, in one transaction:
     * nothing is half-made. `'raced'` when another sign-in made the same link or account meanwhile.
     */
    async linkOrCreate(
      provider: string,
      subject: string,
      user: NewSsoUser,
    ): Promise<{ user: UserRow; created: boolean } | 'raced'> {
      try {
        return await db.transaction(async (tx) => {
          const [existing] = await tx.select().from(users).where(eq(users.emailId, user.emailId)).limit(1);
          const row = existing ?? (await tx.insert(users).values(user).returning())[0];
          if (!row) throw new Error('insert returned no row');
          await tx.insert(ssoIdentities).values({ provider, subject, userId: row.id, email: user.emailId });
          return { user: row, created: !existing };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'raced';
        throw error;
      }
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
