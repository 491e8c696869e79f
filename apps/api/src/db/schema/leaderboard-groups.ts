import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * How many `user_stats` rows share each (total, hard, medium) solved count: the leaderboard's coarse order.
 * Triggers on `user_stats` keep it exact in the same transaction as every stats change, so a page or a
 * rank sums these few rows to find where it starts and then walks one group of the ranking index,
 * instead of counting every user ahead of it.
 */
export const leaderboardGroups = pgTable(
  'leaderboard_groups',
  {
    totalSolved: integer('total_solved').notNull(),
    hardSolved: integer('hard_solved').notNull(),
    mediumSolved: integer('medium_solved').notNull(),
    users: integer('users').notNull(),
  },
  (table) => [primaryKey({ columns: [table.totalSolved, table.hardSolved, table.mediumSolved] })],
);
