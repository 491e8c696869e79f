import type { Express, RequestHandler } from 'express';
import type { Database } from '../../db/client.js';
import type { ProblemRepository } from '../problems/repository.js';
import { createReviewRepository } from './repository.js';
import { createReviewRoutes } from './routes.js';
import { createReviewService } from './service.js';
import { noSolutionTaken } from './solution-taken.js';
import type { SolutionTakenSource } from './solution-taken.js';

export type ReviewDeps = {
  db: Database;
  /** The problems the user may see (contest secrets hidden). */
  problems: ProblemRepository;
  requireAuth: RequestHandler;
  gradeLimiter: RequestHandler;
  clock: () => Date;
  solutionTaken?: SolutionTakenSource;
};

/** /api/review: spaced review of the user's solved problems. */
export function mountReviewRoutes(app: Express, deps: ReviewDeps): void {
  const review = createReviewService({
    cards: createReviewRepository(deps.db),
    problems: deps.problems,
    solutionTaken: deps.solutionTaken ?? noSolutionTaken,
    clock: deps.clock,
  });
  app.use(
    '/api/review',
    createReviewRoutes({
      review,
      problems: deps.problems,
      requireAuth: deps.requireAuth,
      gradeLimiter: deps.gradeLimiter,
    }),
  );
}
