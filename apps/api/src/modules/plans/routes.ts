import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { planDefinitionSchema } from '@codecourt/contracts';
import type { PlanDetail, PlanEnrolment, PlanSummary } from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { currentUser, signedInUser } from '../../middleware/auth-context.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import type { PlanService } from './service.js';

export type PlanRoutesDeps = {
  plans: PlanService;
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
  /** Per-user limit on enrolments and edits (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

const slugOf = (req: Request): string => {
  const slug: unknown = req.params.slug;
  return typeof slug === 'string' ? slug : '';
};

/** /api/plans: public to read; the progress and enrolment are the caller's own; admins edit. */
export function createPlanRoutes({ plans, requireAuth, optionalAuth, writeLimiter }: PlanRoutesDeps): Router {
  const router = Router();

  router.get('/', optionalAuth, async (req, res) => {
    res.json((await plans.list(currentUser(req)?.id)) satisfies PlanSummary[]);
  });

  router.get('/:slug', optionalAuth, async (req, res) => {
    res.json((await plans.detail(slugOf(req), currentUser(req)?.id)) satisfies PlanDetail);
  });

  router.post('/:slug/enrol', requireAuth, writeLimiter, async (req, res) => {
    res.json((await plans.enrol(signedInUser(req).id, slugOf(req))) satisfies PlanEnrolment);
  });

  router.put(
    '/:slug',
    requireAuth,
    requireAdmin,
    writeLimiter,
    validate('body', planDefinitionSchema),
    async (req, res) => {
      const plan = parsed(req, 'body', planDefinitionSchema);
      res.json((await plans.update(slugOf(req), plan)) satisfies PlanDetail);
    },
  );

  return router;
}
