import {
  runRequestSchema,
  runResponseSchema,
  submissionHistoryResponseSchema,
  submissionSchema,
  submitRequestSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/submission in the OpenAPI document. */
export const SUBMISSION_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/submission/run/{problemId}',
    tag: 'submission',
    summary:
      "Run code on the visible tests, or only on customInput, compared with the reference solution's output on it when the problem has one (nothing is stored)",
    access: 'user',
    body: runRequestSchema,
    success: { status: 200, description: 'The run result with every judged test', schema: runResponseSchema },
    errors: [400, 401, 404, 413, 429, 503],
  },
  {
    method: 'post',
    path: '/submission/submit/{problemId}',
    tag: 'submission',
    summary: 'Submit code: stored, judged on every test, answered with the verdict',
    access: 'user',
    body: submitRequestSchema,
    success: {
      status: 200,
      description:
        'The judged submission; when judging outlasts the wait, 202 with the same shape (status pending or judging, verdict null) to poll at GET /submission/{id}',
      schema: submitResponseSchema,
    },
    errors: [400, 401, 404, 413, 429, 503],
  },
  {
    method: 'get',
    path: '/submission/problem/{problemId}',
    tag: 'submission',
    summary: 'The signed-in user’s submissions for a problem, newest first',
    access: 'user',
    success: { status: 200, description: 'The history', schema: submissionHistoryResponseSchema },
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/submission/{id}',
    tag: 'submission',
    summary: 'One of the signed-in user’s own submissions (someone else’s answers 404)',
    access: 'user',
    success: {
      status: 200,
      description: 'The submission with its judged tests (hidden ones without data)',
      schema: submissionSchema,
    },
    errors: [401, 404],
  },
];
