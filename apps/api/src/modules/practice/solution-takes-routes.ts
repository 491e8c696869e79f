import { Router } from 'express';
import type { RequestHandler } from 'express';
import { solutionTakeWriteSchema } from '@codecourt/contracts';
import type { SolutionTake } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { ProblemRepository } from '../problems/repository.js';
import { problemOfPath } from './problem-id-of.js';
import { recordSolutionTaken } from './solution-takes.js';

export type SolutionTakesRoutesDeps = {
  db: Database;
  problems: ProblemRepository;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
  clock: () => Date;
};

/**
 * /api/solution-takes: the web app says the user took a reference solution ("Use This Solution") or played the
 * editorial's solution video, so their next review of the problem is graded "again". Idempotent per user,
 * problem, source and UTC day.
 */
export function createSolutionTakesRoutes(deps: SolutionTakesRoutesDeps): Router {
  const router = Router();
  const { db, problems, requireAuth, writeLimiter, clock } = deps;
  router.use(requireAuth);

  router.post('/:problemId', writeLimiter, validate('body', solutionTakeWriteSchema), async (req, res) => {
    const problemId = await problemOfPath(problems, req);
    const { source } = parsed(req, 'body', solutionTakeWriteSchema);
    const takenAt = await recordSolutionTaken(db, signedInUser(req).id, problemId, source, clock());
    res.json({ problemId, source, takenAt: takenAt.toISOString() } satisfies SolutionTake);
  });

  return router;
}
