// The daily problem: one a UTC day, the same for everyone (GET /api/daily).
import { z } from 'zod';
import { problemSummarySchema } from './problem.js';

export const dailyProblemSchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.iso.date(),
  problem: problemSummarySchema,
  /** Signed in: whether an Accepted submit on this problem fell on this UTC day (null for visitors). */
  solved: z.boolean().nullable(),
  /** Signed in: consecutive UTC days, ending today or yesterday, whose daily problem was solved on its day. */
  dailyStreak: z.number().int().nonnegative().nullable(),
});
export type DailyProblem = z.infer<typeof dailyProblemSchema>;
