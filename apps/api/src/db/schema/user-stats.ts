import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per user who has a judged submission, kept up to date in the transaction that stores each
 * verdict (and rebuildable from `submissions`). Badges and the read-time streak are derived, not stored.
 */
export const userStats = pgTable(
  'user_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalSubmissions: integer('total_submissions').notNull().default(0),
    acceptedSubmissions: integer('accepted_submissions').notNull().default(0),
    totalSolved: integer('total_solved').notNull().default(0),
    easySolved: integer('easy_solved').notNull().default(0),
    mediumSolved: integer('medium_solved').notNull().default(0),
    hardSolved: integer('hard_solved').notNull().default(0),
    solvedByTopic: jsonb('solved_by_topic').$type<Record<string, number>>().notNull().default({}),
    /** Consecutive UTC days with an accepted submission, ending on the day of `lastSolvedAt`. */
    currentStreak: integer('current_streak').notNull().default(0),
    maxStreak: integer('max_streak').notNull().default(0),
    lastSolvedAt: timestamp('last_solved_at', { withTimezone: true }),
    /** When `totalSolved` reached its value: who got there first ranks higher among equals. */
    solvedReachedAt: timestamp('solved_reached_at', { withTimezone: true }),
  },
  (table) => [
    // The leaderboard's order, so ranks are a window over an index scan that stops at the page.
    index('user_stats_ranking_idx').on(
      table.totalSolved.desc(),
      table.hardSolved.desc(),
      table.mediumSolved.desc(),
      sql`${table.solvedReachedAt} asc nulls last`,
      table.userId,
    ),
  ],
);

export type UserStatsRow = typeof userStats.$inferSelect;
