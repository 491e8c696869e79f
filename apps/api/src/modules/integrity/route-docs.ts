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
import type { RouteDoc } from '../docs/route-table.js';

const doc = (d: Omit<RouteDoc, 'tag'>): RouteDoc => ({ ...d, tag: 'integrity' });

/** /api/integrity in the OpenAPI document (issue #23 item 3; docs/integrity.md). */
export const INTEGRITY_ROUTE_DOCS: RouteDoc[] = [
  doc({
    method: 'post',
    path: '/integrity/contests/{id}/reports',
    summary: 'Start a similarity report over an ended contest’s submissions (computed in the background)',
    access: 'admin',
    params: idParamSchema,
    success: { status: 202, description: 'The report, running', schema: integrityReportSchema },
    errors: [400, 401, 403, 404, 429],
  }),
  doc({
    method: 'post',
    path: '/integrity/problems/{id}/reports',
    summary: 'Start a similarity report over one problem’s submissions (computed in the background)',
    access: 'admin',
    params: idParamSchema,
    success: { status: 202, description: 'The report, running', schema: integrityReportSchema },
    errors: [400, 401, 403, 404, 429],
  }),
  doc({
    method: 'get',
    path: '/integrity/reports',
    summary: 'The latest similarity reports, newest first, optionally of one contest or problem',
    access: 'admin',
    query: integrityReportQuerySchema,
    success: { status: 200, description: 'The reports', schema: integrityReportListSchema },
    errors: [400, 401, 403],
  }),
  doc({
    method: 'get',
    path: '/integrity/reports/{id}',
    summary: 'A report with its suspicious pairs, most similar first',
    access: 'admin',
    params: idParamSchema,
    success: { status: 200, description: 'The report and its pairs', schema: integrityReportResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  doc({
    method: 'get',
    path: '/integrity/pairs/{id}',
    summary: 'One pair side by side: both programs and the fragments they share',
    access: 'admin',
    params: idParamSchema,
    success: { status: 200, description: 'The pair', schema: integrityPairDetailSchema },
    errors: [400, 401, 403, 404],
  }),
  doc({
    method: 'post',
    path: '/integrity/pairs/{id}/dismiss',
    summary: 'Dismiss a pair (looked at, nothing wrong)',
    access: 'admin',
    params: idParamSchema,
    success: { status: 200, description: 'The dismissed pair', schema: integrityPairSchema },
    errors: [400, 401, 403, 404],
  }),
  doc({
    method: 'post',
    path: '/integrity/contests/{id}/disqualifications',
    summary:
      'Disqualify a participant with a reason they will see: off the board and the ratings (a finalised rated contest is re-rated)',
    access: 'admin',
    params: idParamSchema,
    body: disqualifyRequestSchema,
    success: { status: 200, description: 'The disqualification', schema: disqualifyResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  doc({
    method: 'get',
    path: '/integrity/contests/{id}/disqualification',
    summary: 'Whether the caller was disqualified from the contest, and why',
    access: 'user',
    params: idParamSchema,
    success: {
      status: 200,
      description: 'The caller’s disqualification, or null',
      schema: myDisqualificationResponseSchema,
    },
    errors: [400, 401, 404],
  }),
];
