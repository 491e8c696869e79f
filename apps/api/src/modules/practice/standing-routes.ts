import type { RequestHandler, Router } from 'express';
import { and, eq } from 'drizzle-orm';
import { idParamSchema, standingSchema } from '@codecourt/contracts';
import type { Standing } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { submissions } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { histogramOf, standingOf } from './standing-histogram.js';

/** /api/standing/{id}: an accepted submission's runtime and memory against the instance's accepted ones. */
export const STANDING_ROUTES = defineRoutes(
  { prefix: '/standing', tag: 'practice' },
  {
    standing: {
      method: 'get',
      path: '/{id}',
      params: idParamSchema,
      summary:
        'Where the signed-in user’s accepted submission stands: its runtime and memory against this instance’s accepted submissions of the same problem and language (histogram bars, better-than percent); null measures when not accepted',
      access: 'user',
      success: { status: 200, description: 'The standing', schema: standingSchema },
      errors: [400, 401, 404],
    },
  },
);

export type StandingRoutesDeps = { db: Database; requireAuth: RequestHandler };

/** The route of STANDING_ROUTES, mounted at /api. */
export function createStandingRoutes(deps: StandingRoutesDeps): Router {
  const { db } = deps;
  return routerOf(STANDING_ROUTES, deps, {
    standing: async (req, res, { params }) => {
      const [row] = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.id, params.id), eq(submissions.userId, signedInUser(req).id)))
        .limit(1);
      // Someone else's submission is as absent as a missing one.
      if (!row) throw appError('submissionNotFound', 404);
      const accepted = row.verdict === 'Accepted';
      const metric = async (name: 'runtime' | 'memory', value: number | null) =>
        accepted && value !== null
          ? standingOf(await histogramOf(db, row.problemId, row.language, name), value)
          : null;
      res.json({
        submissionId: row.id,
        language: row.language,
        runtime: await metric('runtime', row.runtimeMs),
        memory: await metric('memory', row.memoryKb),
      } satisfies Standing);
    },
  });
}
