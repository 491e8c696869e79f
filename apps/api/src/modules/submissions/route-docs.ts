import { z } from 'zod';
import {
  runRequestSchema,
  runResponseSchema,
  submissionHistoryResponseSchema,
  submissionSchema,
  submitQuerySchema,
  submitRequestSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** The live judging stream's body (contracts' liveTestEventSchema, liveHiddenEventSchema and submissionSchema are its events). */
const liveEventStreamSchema = z
  .string()
  .describe(
    'text/event-stream: `event: test` with data {index, visible, verdict, cpuMs?, memoryKb?} for each leading visible test as it finishes (those already finished come first); from the first hidden test on, `event: hidden` with data {finished, total} at most once a second (a count, no index, verdict or figure), then those tests in one batch (hidden ones: index, visible and verdict only), then `event: result` with the judged submission (the shape of GET /submission/{id}), then the stream ends. Comment lines are heartbeats.',
  );

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
    summary:
      'Submit code: stored, judged on every test, answered with the verdict. With ?wait=false or the header `Prefer: respond-async` it answers 202 at once, to follow at GET /submission/{id}/events',
    access: 'user',
    query: submitQuerySchema,
    body: submitRequestSchema,
    success: {
      status: 200,
      description:
        'The judged submission; when judging outlasts the wait (or the client asked not to wait), 202 with the same shape (status pending or judging, verdict null) to follow at GET /submission/{id}/events or poll at GET /submission/{id}',
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
  {
    method: 'get',
    path: '/submission/{id}/events',
    tag: 'submission',
    summary:
      'Live judging of one of the signed-in user’s own submissions as server-sent events: each test as it finishes, then the result',
    access: 'user',
    success: { status: 200, description: 'The judging as server-sent events', schema: liveEventStreamSchema },
    errors: [401, 404],
  },
];
