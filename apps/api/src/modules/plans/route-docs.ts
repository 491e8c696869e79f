import {
  planDefinitionSchema,
  planDetailSchema,
  planEnrolmentSchema,
  planListResponseSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/plans in the OpenAPI document. */
export const PLAN_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/plans',
    tag: 'practice',
    summary: 'The study plans; signed in, also whether the caller is enrolled and how many steps they solved',
    access: 'public',
    success: { status: 200, description: 'The plans in their order', schema: planListResponseSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/plans/{slug}',
    tag: 'practice',
    summary: 'A study plan’s steps with the caller’s progress and the next problem to solve',
    access: 'public',
    success: { status: 200, description: 'The plan', schema: planDetailSchema },
    errors: [404],
  },
  {
    method: 'post',
    path: '/plans/{slug}/enrol',
    tag: 'practice',
    summary: 'Enrol the signed-in user in a study plan (enrolling again keeps the first date)',
    access: 'user',
    success: { status: 200, description: 'The enrolment', schema: planEnrolmentSchema },
    errors: [401, 404, 429],
  },
  {
    method: 'put',
    path: '/plans/{slug}',
    tag: 'practice',
    summary: 'Replace a study plan (admin): the same format and checks as the plan files',
    access: 'admin',
    body: planDefinitionSchema,
    success: { status: 200, description: 'The plan as stored', schema: planDetailSchema },
    errors: [400, 401, 403, 404, 429],
  },
];
