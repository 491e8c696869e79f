import {
  contestParamsSchema,
  contestSubmitRequestSchema,
  contestSubmitResponseSchema,
  myVirtualRunListSchema,
  replayBoardSchema,
  replayQuerySchema,
  runRequestSchema,
  runResponseSchema,
  submitQuerySchema,
  upsolvedResponseSchema,
  virtualBoardQuerySchema,
  virtualRunDetailSchema,
  virtualRunListSchema,
  virtualRunParamsSchema,
  virtualRunSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

const contest = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ ...doc, tag: 'contests' });

/** Virtual runs, replays and upsolve marks in the OpenAPI document (issue #23 items 1 and 6). */
export const VIRTUAL_RUN_ROUTE_DOCS: RouteDoc[] = [
  contest({
    method: 'post',
    path: '/contests/{id}/virtual',
    params: contestParamsSchema,
    summary:
      'Start a virtual run of an ended contest: the same problems for the same length, from now; never rated, never on the live board (409 before the end)',
    access: 'user',
    success: { status: 201, description: 'The new run', schema: virtualRunSchema },
    errors: [401, 404, 409, 429],
  }),
  contest({
    method: 'get',
    path: '/contests/{id}/virtual',
    params: contestParamsSchema,
    summary: 'The caller’s virtual runs of this contest, newest first',
    access: 'user',
    success: { status: 200, description: 'The runs', schema: virtualRunListSchema },
    errors: [401, 404],
  }),
  contest({
    method: 'get',
    path: '/contests/{id}/virtual/{runId}',
    params: virtualRunParamsSchema,
    summary:
      'The caller’s virtual run with a page of its board: the original field as it stood at the run’s elapsed second, the run ranked among them; the per-problem comparison once the run has ended',
    access: 'user',
    query: virtualBoardQuerySchema,
    success: { status: 200, description: 'The run and its board', schema: virtualRunDetailSchema },
    errors: [400, 401, 404],
  }),
  contest({
    method: 'post',
    path: '/contests/{id}/virtual/{runId}/submit/{label}',
    params: virtualRunParamsSchema,
    summary:
      'Submit during the caller’s open virtual run: the practice submit’s answer plus contestId and label; it counts for the run only (409 once the run is over)',
    access: 'user',
    query: submitQuerySchema,
    body: contestSubmitRequestSchema,
    success: { status: 200, description: 'The judged submission', schema: contestSubmitResponseSchema },
    errors: [400, 401, 404, 409, 413, 429, 503],
  }),
  contest({
    method: 'post',
    path: '/contests/{id}/virtual/{runId}/run/{label}',
    params: virtualRunParamsSchema,
    summary: 'Run code on a problem’s visible tests (or custom input) during the caller’s open virtual run',
    access: 'user',
    body: runRequestSchema,
    success: { status: 200, description: 'The run result', schema: runResponseSchema },
    errors: [400, 401, 404, 409, 413, 429, 503],
  }),
  contest({
    method: 'get',
    path: '/contests/{id}/replay',
    params: contestParamsSchema,
    summary:
      'Spectate an ended contest: a page of its board as it stood `at` seconds after each participant’s start (frozen results included)',
    access: 'public',
    query: replayQuerySchema,
    success: { status: 200, description: 'The board at that time', schema: replayBoardSchema },
    errors: [400, 404, 409],
  }),
  contest({
    method: 'get',
    path: '/contests/{id}/upsolved',
    params: contestParamsSchema,
    summary: 'The labels of the contest’s problems the caller solved after it ended (upsolve marks)',
    access: 'user',
    success: { status: 200, description: 'The labels', schema: upsolvedResponseSchema },
    errors: [401, 404],
  }),
  {
    method: 'get',
    path: '/virtual-runs',
    tag: 'contests',
    summary:
      'The caller’s virtual runs (newest 50), each with its rank among the original field, solved count and score; never rated',
    access: 'user',
    success: { status: 200, description: 'The runs', schema: myVirtualRunListSchema },
    errors: [401],
  },
];
