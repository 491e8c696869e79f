import { z } from 'zod';
import { idSchema } from './common.js';
import { LEADERBOARD_PAGE_SIZE } from './limits.js';
import { pageQuerySchema } from './paging.js';

export const badgeSchema = z.object({ name: z.string(), description: z.string() });
export type Badge = z.infer<typeof badgeSchema>;

/**
 * A user's progress (GET /stats/my-stats). Streaks count consecutive UTC days with an accepted
 * submission; `currentStreak` is 0 once a whole UTC day has passed without one. `acceptanceRate` is
 * accepted ÷ judged submissions in percent, one decimal. `ranking` 1 is the best.
 */
export const statsSchema = z.object({
  ranking: z.number().int().min(1),
  totalSolved: z.number().int(),
  easySolved: z.number().int(),
  mediumSolved: z.number().int(),
  hardSolved: z.number().int(),
  acceptanceRate: z.number(),
  currentStreak: z.number().int(),
  maxStreak: z.number().int(),
  totalSubmissions: z.number().int(),
  /** ISO time of the latest accepted submission; null before the first. */
  lastSolvedDate: z.string().nullable(),
  /** Problem tag → problems of that tag solved. */
  solvedByTopic: z.record(z.string(), z.number().int()),
  badges: z.array(badgeSchema),
});
export type Stats = z.infer<typeof statsSchema>;

/** A person as community answers show them: never an email. */
export const publicUserSchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** One row of GET /stats/leaderboard (an array of these, best first). */
export const leaderboardRowSchema = statsSchema
  .pick({
    ranking: true,
    totalSolved: true,
    easySolved: true,
    mediumSolved: true,
    hardSolved: true,
    acceptanceRate: true,
    currentStreak: true,
    maxStreak: true,
    badges: true,
  })
  .extend({ _id: idSchema, userId: publicUserSchema });
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardResponseSchema = z.array(leaderboardRowSchema);

export const leaderboardQuerySchema = pageQuerySchema(LEADERBOARD_PAGE_SIZE);
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
