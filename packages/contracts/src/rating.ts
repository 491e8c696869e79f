import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { pageQuerySchema } from './paging.js';
import { publicUserSchema } from './stats.js';

/**
 * Ratings (issue #23, item 2): the Codeforces expected-rank method (Mirzayanov 2015; docs/ratings.md).
 * A user without a rated contest starts at RATING_INITIAL; every rating is kept within RATING_BOUNDS,
 * the range the method's binary search covers.
 */
export const RATING_INITIAL = 1500;
export const RATING_BOUNDS = { min: 1, max: 8000 } as const;
/** The Elo scale of the method: 400 points of difference make a 10:1 favourite. */
export const RATING_ELO_SCALE = 400;
/**
 * A rated contest is finalised this long after it ends (time for the last verdicts to arrive); with the
 * check's interval, its ratings are out within a minute of the end. A frozen board waits for its unfreeze.
 */
export const RATING_FINALISE_DELAY_MS = 30 * 1000;
/** How often the API looks for a rated contest due to be finalised (survives restarts: state is in the db). */
export const RATING_FINALISE_CHECK_MS = 15 * 1000;
export const RATING_LEADERBOARD_PAGE_SIZE = 50;

export const RATING_MESSAGES = {
  notRated: 'This contest is not rated.',
  notEnded: 'The contest has not ended yet.',
  notFinalised: 'The ratings of this contest are not out yet.',
  frozen: 'The scoreboard of this contest is still frozen: its ratings wait for the unfreeze.',
} as const;

/** One participant as the method sees them: points first, then penalty (lower is better) break ties. */
export const ratingEntrySchema = z.object({
  userId: idSchema,
  rating: z.number().int(),
  /** 1-based; tied participants share the lowest (worst) place of their group, as the method asks. */
  rank: z.number().int().min(1),
});
export type RatingEntry = z.infer<typeof ratingEntrySchema>;

/** A contest's rating change for one participant (GET /api/contests/{id}/ratings). */
export const ratingChangeSchema = z.object({
  user: publicUserSchema,
  rank: z.number().int().min(1),
  score: z.number(),
  oldRating: z.number().int(),
  newRating: z.number().int(),
  delta: z.number().int(),
});
export type RatingChange = z.infer<typeof ratingChangeSchema>;

export const contestRatingsResponseSchema = z.object({
  contestId: idSchema,
  finalisedAt: isoDateSchema,
  changes: z.array(ratingChangeSchema),
});
export type ContestRatingsResponse = z.infer<typeof contestRatingsResponseSchema>;

/** POST /api/contests/{id}/ratings/finalise (admin): (re-)rates the contest and every later rated one. */
export const finaliseRatingsResponseSchema = z.object({
  contestsRated: z.number().int().min(0),
  participantsRated: z.number().int().min(0),
});
export type FinaliseRatingsResponse = z.infer<typeof finaliseRatingsResponseSchema>;

/** GET /api/contests/{id}/ratings/prediction: the caller's change if the contest ended as it stands. */
export const ratingPredictionSchema = z.object({
  rated: z.boolean(),
  /** null when the caller has not submitted (the method rates only those who did). */
  rank: z.number().int().nullable(),
  oldRating: z.number().int(),
  predictedDelta: z.number().int().nullable(),
  participants: z.number().int().min(0),
});
export type RatingPrediction = z.infer<typeof ratingPredictionSchema>;

/** One point of the caller's rating history (GET /api/ratings/me). */
export const ratingHistoryPointSchema = z.object({
  contestId: idSchema,
  contestSlug: z.string(),
  contestTitle: z.string(),
  endAt: isoDateSchema,
  rank: z.number().int().min(1),
  score: z.number(),
  participants: z.number().int().min(1),
  oldRating: z.number().int(),
  newRating: z.number().int(),
  delta: z.number().int(),
});
export type RatingHistoryPoint = z.infer<typeof ratingHistoryPointSchema>;

export const userRatingResponseSchema = z.object({
  /** null while the user has no rated contest. */
  rating: z.number().int().nullable(),
  maxRating: z.number().int().nullable(),
  history: z.array(ratingHistoryPointSchema),
});
export type UserRatingResponse = z.infer<typeof userRatingResponseSchema>;

export const ratingLeaderboardQuerySchema = pageQuerySchema(RATING_LEADERBOARD_PAGE_SIZE);
export const ratingLeaderboardRowSchema = z.object({
  rank: z.number().int().min(1),
  user: publicUserSchema,
  rating: z.number().int(),
  contests: z.number().int().min(1),
});
export type RatingLeaderboardRow = z.infer<typeof ratingLeaderboardRowSchema>;
export const ratingLeaderboardResponseSchema = z.array(ratingLeaderboardRowSchema);
export type RatingLeaderboardResponse = z.infer<typeof ratingLeaderboardResponseSchema>;

/** `{id}` of /api/ratings/contests/{id}/…: a contest's id (the contest page knows it). */
export const ratingContestParamsSchema = z.object({ id: idSchema });
