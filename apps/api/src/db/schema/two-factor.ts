import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's TOTP secret, encrypted with a key derived from the server's secret: a leaked table alone
 * gives no codes. `confirmedAt` is null while the secret is only pending (set up, no right code yet);
 * `lastUsedStep` is the 30 s step of the last accepted code, so a code is accepted once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten recovery codes shown once at enrolment, kept as sha256 digests; each is used once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * A sign-in half done: the password was right, the second factor is owed. Kept as the sha256 of the
 * challenge the client holds; deleted when used, useless after `expiresAt`.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('two_factor_challenges_user_id_idx').on(table.userId)],
);

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
