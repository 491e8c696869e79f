import { index, integer, pgTable, primaryKey, real, uuid } from 'drizzle-orm/pg-core';
import { contests } from './contests.js';
import { users } from './users.js';

/**
 * One participant's rating change in one finalised rated contest (issue #23). A user's rating is the
 * `newRating` of their latest row by contest end; re-rating deletes and rewrites rows from a contest on.
 */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The place the method used (tied participants share the worst place of their group). */
    rank: integer('rank').notNull(),
    score: real('score').notNull(),
    participants: integer('participants').notNull(),
    oldRating: integer('old_rating').notNull(),
    newRating: integer('new_rating').notNull(),
    delta: integer('delta').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.userId] }),
    index('rating_changes_user_idx').on(table.userId),
  ],
);

export type RatingChangeRow = typeof ratingChanges.$inferSelect;
