import type { RequestHandler, Router } from 'express';
import {
  disqualifyRequestSchema,
  disqualifyResponseSchema,
  idParamSchema,
  integrityPairDetailSchema,
  integrityPairSchema,
  integrityReportListSchema,
  integrityReportQuerySchema,
  integrityReportResponseSchema,
  integrityReportSchema,
  myDisqualificationResponseSchema,
} from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { IntegrityService } from './integrity-service.js';

/** Most integrity routes: an admin's, on a contest, problem, report or pair by its id. */
const ADMIN_BY_ID = { access: 'admin', params: idParamSchema } as const;

/** /api/integrity (issue #23 item 3; docs/integrity.md): admin-only, but for a participant's own verdict. */
export const INTEGRITY_ROUTES = defineRoutes(
  { prefix: '/integrity', tag: 'integrity' },
  {
    contestReport: {
      ...ADMIN_BY_ID,
      method: 'post',
      path: '/contests/{id}/reports',
      summary: 'Start a similarity report over an ended contest’s submissions (computed in the background)',
      success: { status: 202, description: 'The report, running', schema: integrityReportSchema },
      errors: [400, 401, 403, 404, 429],
    },
    problemReport: {
      ...ADMIN_BY_ID,
      method: 'post',
      path: '/problems/{id}/reports',
      summary: 'Start a similarity report over one problem’s submissions (computed in the background)',
      success: { status: 202, description: 'The report, running', schema: integrityReportSchema },
      errors: [400, 401, 403, 404, 429],
    },
    reports: {
      method: 'get',
      path: '/reports',
      summary: 'The latest similarity reports, newest first, optionally of one contest or problem',
      access: 'admin',
      query: integrityReportQuerySchema,
      success: { status: 200, description: 'The reports', schema: integrityReportListSchema },
      errors: [400, 401, 403],
    },
    report: {
      ...ADMIN_BY_ID,
      method: 'get',
      path: '/reports/{id}',
      summary: 'A report with its suspicious pairs, most similar first',
      success: {
        status: 200,
        description: 'The report and its pairs',
        schema: integrityReportResponseSchema,
      },
      errors: [400, 401, 403, 404],
    },
    pair: {
      ...ADMIN_BY_ID,
      method: 'get',
      path: '/pairs/{id}',
      summary: 'One pair side by side: both programs and the fragments they share',
      success: { status: 200, description: 'The pair', schema: integrityPairDetailSchema },
      errors: [400, 401, 403, 404],
    },
    dismiss: {
      ...ADMIN_BY_ID,
      method: 'post',
      path: '/pairs/{id}/dismiss',
      summary: 'Dismiss a pair (looked at, nothing wrong)',
      success: { status: 200, description: 'The dismissed pair', schema: integrityPairSchema },
      errors: [400, 401, 403, 404],
    },
    disqualify: {
      ...ADMIN_BY_ID,
      method: 'post',
      path: '/contests/{id}/disqualifications',
      summary:
        'Disqualify a participant with a reason they will see: off the board and the ratings (a finalised rated contest is re-rated). In a team contest `userId` may be any member or the team’s own id (a team’s board row names no member): the whole team is disqualified',
      body: disqualifyRequestSchema,
      success: { status: 200, description: 'The disqualification', schema: disqualifyResponseSchema },
      errors: [400, 401, 403, 404],
    },
    myDisqualification: {
      method: 'get',
      path: '/contests/{id}/disqualification',
      summary: 'Whether the caller was disqualified from the contest, and why',
      access: 'user',
      params: idParamSchema,
      success: {
        status: 200,
        description: 'The caller’s disqualification, or null',
        schema: myDisqualificationResponseSchema,
      },
      errors: [400, 401, 404],
    },
  },
);

export type IntegrityRoutesDeps = {
  integrity: IntegrityService;
  requireAuth: RequestHandler;
  /** Reports are CPU work: an admin's repeated starts are limited like other costly routes. */
  reportLimiter: RequestHandler;
};

/** The routes of INTEGRITY_ROUTES, mounted at /api. */
export function createIntegrityRoutes(deps: IntegrityRoutesDeps): Router {
  const { integrity } = deps;
  const before = [deps.reportLimiter];
  return routerOf(INTEGRITY_ROUTES, deps, {
    contestReport: {
      before,
      handle: async (_req, res, { params }) => {
        res.status(202).json((await integrity.startForContest(params.id)).report);
      },
    },
    problemReport: {
      before,
      handle: async (_req, res, { params }) => {
        res.status(202).json((await integrity.startForProblem(params.id)).report);
      },
    },
    reports: async (_req, res, { query }) => {
      res.json(await integrity.list(query));
    },
    report: async (_req, res, { params }) => {
      res.json(await integrity.report(params.id));
    },
    pair: async (_req, res, { params }) => {
      res.json(await integrity.pair(params.id));
    },
    dismiss: async (req, res, { params }) => {
      res.json(await integrity.dismiss(params.id, signedInUser(req).id));
    },
    disqualify: async (_req, res, { params, body }) => {
      res.json(await integrity.disqualify(params.id, body));
    },
    myDisqualification: async (req, res, { params }) => {
      res.json(await integrity.myDisqualification(params.id, signedInUser(req).id));
    },
  });
}
