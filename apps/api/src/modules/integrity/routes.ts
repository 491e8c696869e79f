import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { disqualifyRequestSchema, idParamSchema, integrityReportQuerySchema } from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import type { IntegrityService } from './integrity-service.js';

export type IntegrityRoutesDeps = {
  integrity: IntegrityService;
  requireAuth: RequestHandler;
  /** Reports are CPU work: an admin's repeated starts are limited like other costly routes. */
  reportLimiter: RequestHandler;
};

const id = (req: Request) => parsed(req, 'params', idParamSchema).id;

/** /api/integrity (issue #23 item 3; docs/integrity.md): admin-only, but for a participant's own verdict. */
export function createIntegrityRoutes({
  integrity,
  requireAuth,
  reportLimiter,
}: IntegrityRoutesDeps): Router {
  const router = Router();
  const admin = [requireAuth, requireAdmin];
  const withId = validate('params', idParamSchema);

  router.post('/contests/:id/reports', ...admin, reportLimiter, withId, async (req, res) => {
    res.status(202).json((await integrity.startForContest(id(req))).report);
  });

  router.post('/problems/:id/reports', ...admin, reportLimiter, withId, async (req, res) => {
    res.status(202).json((await integrity.startForProblem(id(req))).report);
  });

  router.get('/reports', ...admin, validate('query', integrityReportQuerySchema), async (req, res) => {
    res.json(await integrity.list(parsed(req, 'query', integrityReportQuerySchema)));
  });

  router.get('/reports/:id', ...admin, withId, async (req, res) => {
    res.json(await integrity.report(id(req)));
  });

  router.get('/pairs/:id', ...admin, withId, async (req, res) => {
    res.json(await integrity.pair(id(req)));
  });

  router.post('/pairs/:id/dismiss', ...admin, withId, async (req, res) => {
    res.json(await integrity.dismiss(id(req), signedInUser(req).id));
  });

  router.post(
    '/contests/:id/disqualifications',
    ...admin,
    withId,
    validate('body', disqualifyRequestSchema),
    async (req, res) => {
      res.json(await integrity.disqualify(id(req), parsed(req, 'body', disqualifyRequestSchema)));
    },
  );

  router.get('/contests/:id/disqualification', requireAuth, withId, async (req, res) => {
    res.json(await integrity.myDisqualification(id(req), signedInUser(req).id));
  });

  return router;
}
