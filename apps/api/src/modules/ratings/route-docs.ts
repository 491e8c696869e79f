import {
  contestRatingsResponseSchema,
  finaliseRatingsResponseSchema,
  ratingContestParamsSchema,
  ratingLeaderboardQuerySchema,
  ratingLeaderboardResponseSchema,
  ratingPredictionSchema,
  userRatingResponseSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

const rating = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ ...doc, tag: 'ratings' });

/** /api/ratings in the OpenAPI document (issue #23 item 2; docs/ratings.md). */
export const RATING_ROUTE_DOCS: RouteDoc[] = [
  rating({
    method: 'get',
    path: '/ratings/me',
    summary: 'The caller’s rating, best rating and history, one point per rated contest, oldest first',
    access: 'user',
    success: { status: 200, description: 'The rating history', schema: userRatingResponseSchema },
    errors: [401],
  }),
  rating({
    method: 'get',
    path: '/ratings/leaderboard',
    summary: 'Every rated user by current rating, best first',
    access: 'public',
    query: ratingLeaderboardQuerySchema,
    success: {
      status: 200,
      description: 'A page of the rating leaderboard',
      schema: ratingLeaderboardResponseSchema,
    },
    errors: [400],
  }),
  rating({
    method: 'get',
    path: '/ratings/contests/{id}',
    summary: 'A finalised rated contest’s rating changes, by place',
    access: 'public',
    params: ratingContestParamsSchema,
    success: { status: 200, description: 'The changes', schema: contestRatingsResponseSchema },
    errors: [400, 404],
  }),
  rating({
    method: 'get',
    path: '/ratings/contests/{id}/prediction',
    summary:
      'The caller’s predicted change if the rated contest ended now (from the board they may see: the public one during a freeze)',
    access: 'user',
    params: ratingContestParamsSchema,
    success: { status: 200, description: 'The prediction', schema: ratingPredictionSchema },
    errors: [400, 401, 404],
  }),
  rating({
    method: 'post',
    path: '/ratings/contests/{id}/finalise',
    summary:
      'Finalise (or re-rate, after a rejudge) an ended rated contest; every later finalised rated contest is re-rated too',
    access: 'admin',
    params: ratingContestParamsSchema,
    success: { status: 200, description: 'What was rated', schema: finaliseRatingsResponseSchema },
    errors: [400, 401, 403, 404],
  }),
];
