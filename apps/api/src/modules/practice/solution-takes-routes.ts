import type { RequestHandler, Router } from 'express';
import { solutionTakeSchema, solutionTakeWriteSchema } from '@codecourt/contracts';
import type { SolutionTake } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { problemOfPath } from './problem-id-of.js';
import { recordSolutionTaken } from './solution-takes.js';

/**
 * /api/solution-takes: the web app says the user took a reference solution ("Use This Solution") or played the
 * editorial's solution video, so their next review of the problem is graded "again". Idempotent per user,
 * problem, source and UTC day.
 */
export const SOLUTION_TAKE_ROUTES = defineRoutes(
  { prefix: '/solution-takes', tag: 'practice' },
  {
    record: {
      method: 'post',
      path: '/{problemId}',
      problemRead: { viewer: 'the user', queries: ['findOwnRow'] },
      summary:
        'Record that the signed-in user took the problem’s solution: `use-solution` when a reference solution is put in the editor ("Use This Solution"), `editorial` when the editorial’s solution video starts playing. Only looking at the Solutions tab records nothing. The next review of the problem is graded "again". Idempotent per user, problem, source and UTC day: a repeat answers the day’s first take',
      access: 'user',
      body: solutionTakeWriteSchema,
      success: {
        status: 200,
        description: 'The take as stored (the day’s first)',
        schema: solutionTakeSchema,
      },
      errors: [400, 401, 404, 429],
    },
  },
);

export type SolutionTakesRoutesDeps = {
  db: Database;
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
  clock: () => Date;
};

/** The route of SOLUTION_TAKE_ROUTES, mounted at /api. */
export function createSolutionTakesRoutes(deps: SolutionTakesRoutesDeps): Router {
  const { db, problems, clock } = deps;
  return routerOf(SOLUTION_TAKE_ROUTES, deps, {
    record: {
      before: [deps.writeLimiter],
      handle: async (req, res, { body }) => {
        const problemId = await problemOfPath(problems, req);
        const { source } = body;
        const takenAt = await recordSolutionTaken(db, signedInUser(req).id, problemId, source, clock());
        res.json({ problemId, source, takenAt: takenAt.toISOString() } satisfies SolutionTake);
      },
    },
  });
}
