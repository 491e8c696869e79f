import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { ProblemListResponse } from '@codecourt/contracts';
import { signedInUser } from '../../middleware/auth-context.js';
import { toProblemSummaryJson } from './problem-json.js';
import type { ProblemRepository } from './repository.js';

export type ProblemRoutesDeps = { problems: ProblemRepository; requireAuth: RequestHandler; admin?: Router };

/** /api/problem's per-user and admin routes; the public list and problems are in public-routes.ts. */
export function createProblemRoutes({ problems, requireAuth, admin }: ProblemRoutesDeps): Router {
  const router = Router();

  router.get('/problemSolvedByUser', requireAuth, async (req, res) => {
    res.json(
      (await problems.solvedBy(signedInUser(req).id)).map(toProblemSummaryJson) satisfies ProblemListResponse,
    );
  });

  if (admin) router.use(admin);
  return router;
}
