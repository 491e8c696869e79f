import type { RequestHandler, Router } from 'express';
import type { Database } from '../../db/client.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';
import { createRatingRepository } from '../ratings/rating-repository.js';
import { createStatsRepository } from '../stats/repository.js';
import { createPublicProfileRepository } from './repository.js';
import { createPublicProfileRoutes } from './routes.js';
import { createPublicProfileService } from './service.js';

export type PublicProfileModuleDeps = {
  db: Database;
  optionalAuth: RequestHandler;
  /** The problems as a signed-out visitor may see them. */
  visitorProblems: ProblemReader;
};

/** The routes of /api/users/{handle}/profile with their parts, mounted at /api. */
export function createPublicProfileModule({
  db,
  optionalAuth,
  visitorProblems,
}: PublicProfileModuleDeps): Router {
  const profiles = createPublicProfileService({
    profiles: createPublicProfileRepository(db),
    stats: createStatsRepository(db),
    ratings: createRatingRepository(db),
    visitorProblems,
  });
  return createPublicProfileRoutes({ profiles, optionalAuth });
}
