import { z } from 'zod';
import { idSchema } from './common.js';

export const badgeSchema = z.object({ name: z.string(), description: z.string() });
export type Badge = z.infer<typeof badgeSchema>;

/** Profile statistics (spec §3). */
export const statsSchema = z.object({
  ranking: z.number().int(),
  totalSolved: z.number().int(),
  easySolved: z.number().int(),
  mediumSolved: z.number().int(),
  hardSolved: z.number().int(),
  acceptanceRate: z.number(),
  currentStreak: z.number().int(),
  maxStreak: z.number().int(),
  totalSubmissions: z.number().int(),
  lastSolvedDate: z.string().nullable(),
  solvedByTopic: z.record(z.string(), z.number().int()),
  badges: z.array(badgeSchema),
});
export type Stats = z.infer<typeof statsSchema>;

export const leaderboardRowSchema = statsSchema.extend({
  _id: idSchema,
  userId: z.object({ _id: idSchema, firstName: z.string(), lastName: z.string().nullable() }),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
