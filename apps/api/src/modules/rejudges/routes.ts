import type { RequestHandler, Router } from 'express';
import {
  idParamSchema,
  rejudgeApplyResponseSchema,
  rejudgeCreateRequestSchema,
  rejudgeListSchema,
  rejudgePreviewSchema,
  rejudgeSchema,
} from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { RejudgeService } from './rejudge-service.js';

/** Every rejudge route: an admin's, on a contest or a rejudge by its id. */
const ADMIN_BY_ID = { access: 'admin', params: idParamSchema } as const;

/** /api/rejudges (issue #23 item 5; docs/integrity.md): admins only. */
export const REJUDGE_ROUTES = defineRoutes(
  { prefix: '/rejudges', tag: 'rejudges' },
  {
    start: {
      ...ADMIN_BY_ID,
      method: 'post',
      path: '/contests/{id}',
      summary:
        'Judge every judged submission to one contest problem again, in the rejudge lane; nothing changes until applied',
      body: rejudgeCreateRequestSchema,
      success: { status: 202, description: 'The rejudge, judging', schema: rejudgeSchema },
      errors: [400, 401, 403, 404, 409, 429],
    },
    list: {
      ...ADMIN_BY_ID,
      method: 'get',
      path: '/contests/{id}',
      summary: 'A contest’s rejudges, newest first',
      success: { status: 200, description: 'The rejudges', schema: rejudgeListSchema },
      errors: [400, 401, 403, 404],
    },
    preview: {
      ...ADMIN_BY_ID,
      method: 'get',
      path: '/{id}',
      summary: 'The preview: each submission’s verdict before and after',
      success: { status: 200, description: 'The preview', schema: rejudgePreviewSchema },
      errors: [400, 401, 403, 404],
    },
    apply: {
      ...ADMIN_BY_ID,
      method: 'post',
      path: '/{id}/apply',
      summary:
        'Apply a judged rejudge: the submissions take their new verdicts, the board re-scores, a finalised rated contest re-rates',
      success: { status: 200, description: 'What was applied', schema: rejudgeApplyResponseSchema },
      errors: [400, 401, 403, 404, 409],
    },
    cancel: {
      ...ADMIN_BY_ID,
      method: 'post',
      path: '/{id}/cancel',
      summary: 'Cancel a rejudge: every submission keeps its verdict',
      success: { status: 200, description: 'The cancelled rejudge', schema: rejudgeSchema },
      errors: [400, 401, 403, 404, 409],
    },
  },
);

export type RejudgeRoutesDeps = {
  rejudges: RejudgeService;
  requireAuth: RequestHandler;
  /** A rejudge runs the judge over a whole problem's submissions: limited like other judging starts. */
  rejudgeLimiter: RequestHandler;
};

/** The routes of REJUDGE_ROUTES, mounted at /api. */
export function createRejudgeRoutes(deps: RejudgeRoutesDeps): Router {
  const { rejudges } = deps;
  return routerOf(REJUDGE_ROUTES, deps, {
    start: {
      before: [deps.rejudgeLimiter],
      handle: async (req, res, { params, body }) => {
        res.status(202).json((await rejudges.start(params.id, body.label, signedInUser(req).id)).rejudge);
      },
    },
    list: async (_req, res, { params }) => {
      res.json(await rejudges.list(params.id));
    },
    preview: async (_req, res, { params }) => {
      res.json(await rejudges.preview(params.id));
    },
    apply: async (_req, res, { params }) => {
      res.json(await rejudges.apply(params.id));
    },
    cancel: async (_req, res, { params }) => {
      res.json(await rejudges.cancel(params.id));
    },
  });
}
