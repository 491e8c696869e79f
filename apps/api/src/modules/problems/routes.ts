import { Router } from 'express';
import type { RequestHandler } from 'express';
import { MESSAGES } from '@codecourt/contracts';
import type { Problem, ProblemListResponse } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { toProblemJson, toProblemSummaryJson } from './problem-json.js';
import type { ProblemRepository } from './repository.js';

export type ProblemRoutesDeps = { problems: ProblemRepository; requireAuth: RequestHandler; admin?: Router };

/** /api/problem: the library (spec §7). Anonymous visitors may browse; hidden tests never leave the server. */
export function createProblemRoutes({ problems, requireAuth, admin }: ProblemRoutesDeps): Router {
  const router = Router();

  router.get('/getAllProblem', async (_req, res) => {
    res.json((await problems.listSummaries()).map(toProblemSummaryJson) satisfies ProblemListResponse);
  });

  router.get('/problemById/:id', async (req, res) => {
    const view = await problems.findView(req.params.id);
    if (!view) throw new AppError('problemNotFound', MESSAGES.problemNotFound, 404);
    res.json(toProblemJson(view) satisfies Problem);
  });

  router.get('/problemSolvedByUser', requireAuth, async (req, res) => {
    res.json(
      (await problems.solvedBy(signedInUser(req).id)).map(toProblemSummaryJson) satisfies ProblemListResponse,
    );
  });

  if (admin) router.use(admin);
  return router;
}
