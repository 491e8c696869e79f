import {
  idParamSchema,
  rejudgeApplyResponseSchema,
  rejudgeCreateRequestSchema,
  rejudgeListSchema,
  rejudgePreviewSchema,
  rejudgeSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

const doc = (d: Omit<RouteDoc, 'tag' | 'access' | 'params'>): RouteDoc => ({
  ...d,
  tag: 'rejudges',
  access: 'admin',
  params: idParamSchema,
});

/** /api/rejudges in the OpenAPI document (issue #23 item 5; docs/rejudges.md). */
export const REJUDGE_ROUTE_DOCS: RouteDoc[] = [
  doc({
    method: 'post',
    path: '/rejudges/contests/{id}',
    summary:
      'Judge every judged submission to one contest problem again, in the rejudge lane; nothing changes until applied',
    body: rejudgeCreateRequestSchema,
    success: { status: 202, description: 'The rejudge, judging', schema: rejudgeSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  doc({
    method: 'get',
    path: '/rejudges/contests/{id}',
    summary: 'A contest’s rejudges, newest first',
    success: { status: 200, description: 'The rejudges', schema: rejudgeListSchema },
    errors: [400, 401, 403, 404],
  }),
  doc({
    method: 'get',
    path: '/rejudges/{id}',
    summary: 'The preview: each submission’s verdict before and after',
    success: { status: 200, description: 'The preview', schema: rejudgePreviewSchema },
    errors: [400, 401, 403, 404],
  }),
  doc({
    method: 'post',
    path: '/rejudges/{id}/apply',
    summary:
      'Apply a judged rejudge: the submissions take their new verdicts, the board re-scores, a finalised rated contest re-rates',
    success: { status: 200, description: 'What was applied', schema: rejudgeApplyResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  doc({
    method: 'post',
    path: '/rejudges/{id}/cancel',
    summary: 'Cancel a rejudge: every submission keeps its verdict',
    success: { status: 200, description: 'The cancelled rejudge', schema: rejudgeSchema },
    errors: [400, 401, 403, 404, 409],
  }),
];
