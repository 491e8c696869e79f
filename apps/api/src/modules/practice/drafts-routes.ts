import { Router } from 'express';
import type { RequestHandler } from 'express';
import { draftParamsSchema, draftWriteSchema } from '@codecourt/contracts';
import type { Draft } from '@codecourt/contracts';
import type { CodeDraftRow } from '../../db/schema/index.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { ProblemRepository } from '../problems/repository.js';
import type { DraftsRepository } from './drafts-repository.js';
import { problemIdOf } from './problem-id-of.js';

export type DraftsRoutesDeps = {
  drafts: DraftsRepository;
  problems: ProblemRepository;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

const draftJson = (row: CodeDraftRow): Draft => ({
  problemId: row.problemId,
  language: row.language,
  code: row.code,
  updatedAt: row.updatedAt.toISOString(),
});

/** /api/drafts: the signed-in user's code per problem and language, to continue on another device. */
export function createDraftsRoutes(deps: DraftsRoutesDeps): Router {
  const router = Router();
  const { drafts, problems, requireAuth, writeLimiter } = deps;
  router.use(requireAuth);

  const keyOf = async (req: Parameters<RequestHandler>[0]) => {
    const params = parsed(req, 'params', draftParamsSchema);
    const problemId = await problemIdOf(problems, params.problemId);
    return { userId: signedInUser(req).id, problemId, language: params.language };
  };

  router.get('/:problemId/:language', validate('params', draftParamsSchema), async (req, res) => {
    const row = await drafts.find(await keyOf(req));
    res.json(row ? draftJson(row) : null);
  });

  router.put(
    '/:problemId/:language',
    writeLimiter,
    validate('params', draftParamsSchema),
    validate('body', draftWriteSchema),
    async (req, res) => {
      const { code } = parsed(req, 'body', draftWriteSchema);
      res.json(draftJson(await drafts.save(await keyOf(req), code)));
    },
  );

  return router;
}
