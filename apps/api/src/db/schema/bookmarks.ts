import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.js';
import { users } from './users.js';

/** A problem a user set aside; one row per user and problem. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.problemId] }),
    index('bookmarks_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

export type BookmarkRow = typeof bookmarks.$inferSelect;
