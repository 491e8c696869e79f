import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { ratingContestParamsSchema, ratingLeaderboardQuerySchema } from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import type { RatingService } from './rating-service.js';

export type RatingRoutesDeps = { ratings: RatingService; requireAuth: RequestHandler };

const id = (req: Request) => parsed(req, 'params', ratingContestParamsSchema).id;

/** /api/ratings (issue #23 item 2): finalise is admin-only; everything else needs a signed-in user. */
export function createRatingRoutes({ ratings, requireAuth }: RatingRoutesDeps): Router {
  const router = Router();

  router.get('/me', requireAuth, async (req, res) => {
    res.json(await ratings.history(signedInUser(req).id));
  });

  router.get('/leaderboard', validate('query', ratingLeaderboardQuerySchema), async (req, res) => {
    const { page, limit } = parsed(req, 'query', ratingLeaderboardQuerySchema);
    res.json(await ratings.leaderboard(page, limit));
  });

  router.get('/contests/:id', validate('params', ratingContestParamsSchema), async (req, res) => {
    res.json(await ratings.contestRatings(id(req)));
  });

  router.get(
    '/contests/:id/prediction',
    requireAuth,
    validate('params', ratingContestParamsSchema),
    async (req, res) => {
      res.json(await ratings.prediction(id(req), signedInUser(req).id));
    },
  );

  router.post(
    '/contests/:id/finalise',
    requireAuth,
    requireAdmin,
    validate('params', ratingContestParamsSchema),
    async (req, res) => {
      res.json(await ratings.finalise(id(req)));
    },
  );

  return router;
}
