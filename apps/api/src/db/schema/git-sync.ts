import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's "Sync to Git" setting and the last sync's outcome. The token is stored encrypted (AES-256-GCM, a key
 * derived from the server's secret, modules/git-sync/token-cipher.ts) and never leaves the server.
 * `requestedAt` later than `startedAt` means a sync is owed: accepted submissions only set it, the worker coalesces.
 */
export const gitSyncSettings = pgTable('git_sync_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remoteUrl: text('remote_url').notNull(),
  branch: text('branch').notNull(),
  tokenCipher: text('token_cipher').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastSyncOk: boolean('last_sync_ok'),
  lastSyncError: text('last_sync_error'),
});

export type GitSyncSettingsRow = typeof gitSyncSettings.$inferSelect;
