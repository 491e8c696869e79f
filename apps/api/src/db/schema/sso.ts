import { index, primaryKey, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An account at an OpenID Connect provider (its `sub`, stable per provider) that signs in as a user here.
 * Made at the first sign-in through the provider, with the account it created or linked (by a verified
 * email); removed with the user.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('sso_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * A sign-in sent to a provider and not back yet: the sha256 of its `state`, with the PKCE verifier and
 * nonce it must come back with. Deleted when it comes back (so a replayed state finds nothing), useless
 * after `expiresAt`.
 */
export const ssoStates = pgTable(
  'sso_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sso_states_expires_at_idx').on(table.expiresAt)],
);

export type SsoIdentityRow = typeof ssoIdentities.$inferSelect;
