// Spaced review of solved problems (FSRS): /api/review.
import { z } from 'zod';
import { isoDateSchema } from './common.js';
import { problemSummarySchema } from './problem.js';

/** How a review went, from the user's own attempt: FSRS's four grades. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const REVIEW_CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewCardState = (typeof REVIEW_CARD_STATES)[number];

/**
 * A first-try Accepted counts as "fast" (graded easy) when it came within this many minutes of the
 * attempt's start; slower is "good".
 */
export const REVIEW_FAST_SOLVE_MINUTES = { easy: 15, medium: 25, hard: 40 } as const;

/** How many upcoming cards GET /review lists after the due ones. */
export const REVIEW_UPCOMING_MAX = 20;

export const reviewCardSchema = z.object({
  problem: problemSummarySchema,
  /** When the card is next due (UTC instant). */
  due: isoDateSchema,
  state: z.enum(REVIEW_CARD_STATES),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  lastReview: isoDateSchema.nullable(),
  lastRating: z.enum(REVIEW_RATINGS).nullable(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** GET /review: what is due now, and the next due dates after it. */
export const reviewQueueSchema = z.object({
  now: isoDateSchema,
  dueCount: z.number().int().nonnegative(),
  due: z.array(reviewCardSchema),
  upcoming: z.array(reviewCardSchema),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** POST /review/{problemId}: when the user opened the review (the attempt's start), if the page knows it. */
export const reviewGradeRequestSchema = z.object({
  startedAt: z.iso.datetime({ offset: true }).optional(),
});
export type ReviewGradeRequest = z.infer<typeof reviewGradeRequestSchema>;

/** The grade the attempt earned and when the problem comes back. */
export const reviewGradeResponseSchema = z.object({
  rating: z.enum(REVIEW_RATINGS),
  card: reviewCardSchema,
});
export type ReviewGradeResponse = z.infer<typeof reviewGradeResponseSchema>;
