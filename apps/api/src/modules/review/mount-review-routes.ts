import type { Express, RequestHandler } from 'express';
import type { Database } from '../../db/client.js';
import { listSolutionsTaken } from '../practice/solution-takes.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { createReviewRepository } from './repository.js';
import { createReviewRoutes } from './routes.js';
import { createReviewService } from './service.js';
import type { SolutionTakenSource } from './solution-taken.js';

export type ReviewDeps = {
  db: Database;
  /** The visibility rule: only problems the user may see become cards or are listed. */
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  gradeLimiter: RequestHandler;
  clock: () => Date;
  /** Defaults to the takes the practice side records (AI full answers, Use This Solution). */
  solutionTaken?: SolutionTakenSource;
};

/** The practice side's record of solutions taken, read as review's port: takes in (since, until]. */
function recordedSolutionsTaken(db: Database): SolutionTakenSource {
  return async (userId, problemId, since, until) =>
    (await listSolutionsTaken(db, userId, problemId))
      .map((take) => take.takenAt)
      .filter((at) => (!since || at > since) && at <= until);
}

/** /api/review: spaced review of the user's solved problems. */
export function mountReviewRoutes(app: Express, deps: ReviewDeps): void {
  const review = createReviewService({
    cards: createReviewRepository(deps.db),
    problems: deps.problems,
    solutionTaken: deps.solutionTaken ?? recordedSolutionsTaken(deps.db),
    clock: deps.clock,
  });
  app.use(
    '/api',
    createReviewRoutes({
      review,
      problems: deps.problems,
      requireAuth: deps.requireAuth,
      gradeLimiter: deps.gradeLimiter,
    }),
  );
}
