import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Personal access tokens: scripts sign in with `Authorization: Bearer <secret>`. Only the secret's sha256
 * is kept, so a copy of the database signs nobody in. Revoking deletes the row.
 */
export const personalTokens = pgTable(
  'personal_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('personal_tokens_user_id_idx').on(table.userId, table.createdAt)],
);

export type PersonalTokenRow = typeof personalTokens.$inferSelect;
