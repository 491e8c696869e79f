import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { DIFFICULTIES, VERDICTS } from './enums.js';
import { LANGUAGE_IDS } from './languages.js';
import { LEADERBOARD_PAGE_SIZE, RECENT_SUBMISSIONS_SHOWN } from './limits.js';
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
  /**
   * Where their public profile is (/u/{handle}); given on boards and discussions, null when the profile is
   * private, absent from older answers.
   */
  handle: z.string().nullish(),
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

/** GET /stats/activity: UTC days of the last year with their accepted submissions (days without any left out). */
export const activityResponseSchema = z.array(
  z.object({
    /** YYYY-MM-DD, UTC. */
    date: z.string(),
    accepted: z.number().int().min(1),
  }),
);
export type Activity = z.infer<typeof activityResponseSchema>;

/** GET /stats/recent-submissions: the signed-in user's latest judged submissions, newest first. */
export const recentSubmissionSchema = z.object({
  _id: idSchema,
  problemId: idSchema,
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  verdict: z.enum(VERDICTS),
  language: z.enum(LANGUAGE_IDS),
  createdAt: isoDateSchema,
});
export type RecentSubmission = z.infer<typeof recentSubmissionSchema>;
export const recentSubmissionsResponseSchema = z.array(recentSubmissionSchema);
export const recentSubmissionsQuerySchema = z.object({
  limit: pageQuerySchema(RECENT_SUBMISSIONS_SHOWN).shape.limit,
});
