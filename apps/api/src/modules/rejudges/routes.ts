import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { idParamSchema, rejudgeCreateRequestSchema } from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import type { RejudgeService } from './rejudge-service.js';

export type RejudgeRoutesDeps = {
  rejudges: RejudgeService;
  requireAuth: RequestHandler;
  /** A rejudge runs the judge over a whole problem's submissions: limited like other judging starts. */
  rejudgeLimiter: RequestHandler;
};

const id = (req: Request) => parsed(req, 'params', idParamSchema).id;

/** /api/rejudges (issue #23 item 5; docs/rejudges.md): admins only. */
export function createRejudgeRoutes({ rejudges, requireAuth, rejudgeLimiter }: RejudgeRoutesDeps): Router {
  const router = Router();
  const admin = [requireAuth, requireAdmin];
  const withId = validate('params', idParamSchema);

  router.post(
    '/contests/:id',
    ...admin,
    rejudgeLimiter,
    withId,
    validate('body', rejudgeCreateRequestSchema),
    async (req, res) => {
      const { label } = parsed(req, 'body', rejudgeCreateRequestSchema);
      res.status(202).json((await rejudges.start(id(req), label, signedInUser(req).id)).rejudge);
    },
  );

  router.get('/contests/:id', ...admin, withId, async (req, res) => {
    res.json(await rejudges.list(id(req)));
  });

  router.get('/:id', ...admin, withId, async (req, res) => {
    res.json(await rejudges.preview(id(req)));
  });

  router.post('/:id/apply', ...admin, withId, async (req, res) => {
    res.json(await rejudges.apply(id(req)));
  });

  router.post('/:id/cancel', ...admin, withId, async (req, res) => {
    res.json(await rejudges.cancel(id(req)));
  });

  return router;
}
