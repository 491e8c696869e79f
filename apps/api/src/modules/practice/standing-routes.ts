import { Router } from 'express';
import type { RequestHandler } from 'express';
import { and, eq } from 'drizzle-orm';
import { idParamSchema } from '@codecourt/contracts';
import type { Standing } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { submissions } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { histogramOf, standingOf } from './standing-histogram.js';

export type StandingRoutesDeps = { db: Database; requireAuth: RequestHandler };

/** /api/standing/{id}: an accepted submission's runtime and memory against the instance's accepted ones. */
export function createStandingRoutes({ db, requireAuth }: StandingRoutesDeps): Router {
  const router = Router();
  router.get('/:id', requireAuth, validate('params', idParamSchema), async (req, res) => {
    const { id } = parsed(req, 'params', idParamSchema);
    const [row] = await db
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, id), eq(submissions.userId, signedInUser(req).id)))
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
  });
  return router;
}
