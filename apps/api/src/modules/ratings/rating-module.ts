import type { RequestHandler, Router } from 'express';
import type { Database } from '../../db/client.js';
import { createPredictions } from './predict-change.js';
import { createRatingRepository } from './rating-repository.js';
import { createRatingService } from './rating-service.js';
import { createRatingRoutes } from './routes.js';

/** How long one contest's live prediction is shared by every viewer before it is computed again. */
export const PREDICTION_MAX_AGE_MS = 10_000;

export type RatingModuleDeps = { db: Database; requireAuth: RequestHandler; now?: (() => Date) | undefined };

/** The routes of /api/ratings with their parts, mounted at /api. */
export function createRatingModule({ db, requireAuth, now }: RatingModuleDeps): Router {
  const ratings = createRatingRepository(db);
  const service = createRatingService({
    db,
    ratings,
    predict: createPredictions(db, ratings, PREDICTION_MAX_AGE_MS),
    now: now ?? (() => new Date()),
  });
  return createRatingRoutes({ ratings: service, requireAuth });
}
