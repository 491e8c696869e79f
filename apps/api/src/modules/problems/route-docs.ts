import {
  deleteProblemResponseSchema,
  problemInputSchema,
  problemListResponseSchema,
  problemSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/problem in the OpenAPI document. `{id}` takes the problem's uuid or its package slug. */
export const PROBLEM_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/problem/getAllProblem',
    tag: 'problem',
    summary: 'Every problem of the library (_id, title, difficulty, tags)',
    access: 'public',
    success: { status: 200, description: 'The problem list', schema: problemListResponseSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/problem/problemById/{id}',
    tag: 'problem',
    summary: 'One problem with its samples, starter code and reference solutions (never its hidden tests)',
    access: 'public',
    success: { status: 200, description: 'The problem', schema: problemSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/problem/problemSolvedByUser',
    tag: 'problem',
    summary: 'Problems the signed-in user has an Accepted submission for',
    access: 'user',
    success: { status: 200, description: 'The solved problems', schema: problemListResponseSchema },
    errors: [401],
  },
  {
    method: 'post',
    path: '/problem/create',
    tag: 'problem',
    summary: 'Create a problem (default limits and checker)',
    access: 'admin',
    body: problemInputSchema,
    success: { status: 201, description: 'The created problem', schema: problemSchema },
    errors: [400, 409],
  },
  {
    method: 'put',
    path: '/problem/update/{id}',
    tag: 'problem',
    summary: 'Replace a problem’s statement, tests, starter code and solutions (limits and checker kept)',
    access: 'admin',
    body: problemInputSchema,
    success: { status: 200, description: 'The updated problem', schema: problemSchema },
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/problem/delete/{id}',
    tag: 'problem',
    summary: 'Delete a problem with its tests and submissions',
    access: 'admin',
    success: { status: 200, description: 'Deleted', schema: deleteProblemResponseSchema },
    errors: [404],
  },
];
