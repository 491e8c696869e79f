import type { RequestHandler, Router } from 'express';
import {
  contestRatingsResponseSchema,
  finaliseRatingsResponseSchema,
  ratingContestParamsSchema,
  ratingLeaderboardQuerySchema,
  ratingLeaderboardResponseSchema,
  ratingPredictionSchema,
  userRatingResponseSchema,
} from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { RatingService } from './rating-service.js';

/** /api/ratings (issue #23 item 2; docs/ratings.md): finalise is admin-only, the rest public or the caller's. */
export const RATING_ROUTES = defineRoutes(
  { prefix: '/ratings', tag: 'ratings' },
  {
    me: {
      method: 'get',
      path: '/me',
      summary: 'The caller’s rating, best rating and history, one point per rated contest, oldest first',
      access: 'user',
      success: { status: 200, description: 'The rating history', schema: userRatingResponseSchema },
      errors: [401],
    },
    leaderboard: {
      method: 'get',
      path: '/leaderboard',
      summary: 'Every rated user by current rating, best first',
      access: 'public',
      query: ratingLeaderboardQuerySchema,
      success: {
        status: 200,
        description: 'A page of the rating leaderboard',
        schema: ratingLeaderboardResponseSchema,
      },
      errors: [400],
    },
    contest: {
      method: 'get',
      path: '/contests/{id}',
      summary: 'A finalised rated contest’s rating changes, by place',
      access: 'public',
      params: ratingContestParamsSchema,
      success: { status: 200, description: 'The changes', schema: contestRatingsResponseSchema },
      errors: [400, 404],
    },
    prediction: {
      method: 'get',
      path: '/contests/{id}/prediction',
      summary:
        'The caller’s predicted change if the rated contest ended now (from the board they may see: the public one during a freeze)',
      access: 'user',
      params: ratingContestParamsSchema,
      success: { status: 200, description: 'The prediction', schema: ratingPredictionSchema },
      errors: [400, 401, 404],
    },
    finalise: {
      method: 'post',
      path: '/contests/{id}/finalise',
      summary:
        'Finalise (or re-rate, after a rejudge) an ended rated contest; every later finalised rated contest is re-rated too; 409 while its scoreboard is frozen',
      access: 'admin',
      params: ratingContestParamsSchema,
      success: { status: 200, description: 'What was rated', schema: finaliseRatingsResponseSchema },
      errors: [400, 401, 403, 404, 409],
    },
  },
);

export type RatingRoutesDeps = { ratings: RatingService; requireAuth: RequestHandler };

/** The routes of RATING_ROUTES, mounted at /api. */
export function createRatingRoutes(deps: RatingRoutesDeps): Router {
  const { ratings } = deps;
  return routerOf(RATING_ROUTES, deps, {
    me: async (req, res) => {
      res.json(await ratings.history(signedInUser(req).id));
    },
    leaderboard: async (_req, res, { query }) => {
      res.json(await ratings.leaderboard(query.page, query.limit));
    },
    contest: async (_req, res, { params }) => {
      res.json(await ratings.contestRatings(params.id));
    },
    prediction: async (req, res, { params }) => {
      res.json(await ratings.prediction(params.id, signedInUser(req).id));
    },
    finalise: async (_req, res, { params }) => {
      res.json(await ratings.finalise(params.id));
    },
  });
}
