import type { Request, RequestHandler, Router } from 'express';
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
import { requestId } from '../../lib/request-log.js';
import { validate } from '../../lib/validate.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { toContestSubmitResponse } from '../contests/contest-json.js';
import { idempotencyKeyOf, limitCodeSize, waitsForVerdict } from '../submissions/routes.js';
import type { VirtualRunService } from './virtual-run-service.js';

/** /api/contests/{id}/virtual…, /replay and /upsolved (issue #23 items 1 and 6). */
export const VIRTUAL_RUN_ROUTES = defineRoutes(
  { prefix: '/contests', tag: 'contests' },
  {
    start: {
      method: 'post',
      path: '/{id}/virtual',
      params: contestParamsSchema,
      summary:
        'Start a virtual run of an ended contest: the same problems for the same length, from now; never rated, never on the live board (409 before the end, and while its board is still frozen)',
      access: 'user',
      success: { status: 201, description: 'The new run', schema: virtualRunSchema },
      errors: [401, 404, 409, 429],
    },
    list: {
      method: 'get',
      path: '/{id}/virtual',
      params: contestParamsSchema,
      summary: 'The caller’s virtual runs of this contest, newest first',
      access: 'user',
      success: { status: 200, description: 'The runs', schema: virtualRunListSchema },
      errors: [401, 404],
    },
    detail: {
      method: 'get',
      path: '/{id}/virtual/{runId}',
      params: virtualRunParamsSchema,
      summary:
        'The caller’s virtual run with a page of its board: the original field as it stood at the run’s elapsed second, the run ranked among them; the per-problem comparison once the run has ended',
      access: 'user',
      query: virtualBoardQuerySchema,
      success: { status: 200, description: 'The run and its board', schema: virtualRunDetailSchema },
      errors: [400, 401, 404],
    },
    submit: {
      method: 'post',
      path: '/{id}/virtual/{runId}/submit/{label}',
      problemRead: { viewer: 'the user (as a user)', queries: ['findForJudging'] },
      params: virtualRunParamsSchema,
      summary:
        'Submit during the caller’s open virtual run: the practice submit’s answer plus contestId and label; it counts for the run only (409 once the run is over)',
      access: 'user',
      query: submitQuerySchema,
      body: contestSubmitRequestSchema,
      success: { status: 200, description: 'The judged submission', schema: contestSubmitResponseSchema },
      errors: [400, 401, 404, 409, 413, 429, 503],
    },
    run: {
      method: 'post',
      path: '/{id}/virtual/{runId}/run/{label}',
      problemRead: { viewer: 'the user (as a user)', queries: ['findForJudging', 'referenceSolutionsOf'] },
      params: virtualRunParamsSchema,
      summary: 'Run code on a problem’s visible tests (or custom input) during the caller’s open virtual run',
      access: 'user',
      body: runRequestSchema,
      success: { status: 200, description: 'The run result', schema: runResponseSchema },
      errors: [400, 401, 404, 409, 413, 429, 503],
    },
    replay: {
      method: 'get',
      path: '/{id}/replay',
      problemRead: {
        viewer: 'everyone (an ended contest)',
        queries: [],
        note: 'labels only, no problem named',
      },
      params: contestParamsSchema,
      summary:
        'Spectate an ended contest: a page of its board as it stood `at` seconds after each participant’s start (frozen results included: 409 until the freeze is lifted or revealed)',
      access: 'public',
      query: replayQuerySchema,
      success: { status: 200, description: 'The board at that time', schema: replayBoardSchema },
      errors: [400, 404, 409],
    },
    upsolved: {
      method: 'get',
      path: '/{id}/upsolved',
      problemRead: {
        viewer: 'the user',
        queries: [],
        note: 'labels of the contest’s problems the user’s own submissions solved after the end',
      },
      params: contestParamsSchema,
      summary: 'The labels of the contest’s problems the caller solved after it ended (upsolve marks)',
      access: 'user',
      success: { status: 200, description: 'The labels', schema: upsolvedResponseSchema },
      errors: [401, 404],
    },
  },
);

/** /api/virtual-runs: the caller's runs for the profile. */
export const MY_VIRTUAL_RUN_ROUTES = defineRoutes(
  { prefix: '/virtual-runs', tag: 'contests' },
  {
    mine: {
      method: 'get',
      path: '',
      summary:
        'The caller’s virtual runs (newest 50), each with its rank among the original field, solved count and score; never rated',
      access: 'user',
      success: { status: 200, description: 'The runs', schema: myVirtualRunListSchema },
      errors: [401],
    },
  },
);

export type VirtualRunRoutesDeps = {
  runs: VirtualRunService;
  requireAuth: RequestHandler;
  /** The practice submit's per-user count: a virtual try is judged like any other. */
  submissionLimiter: RequestHandler;
  /** Per user, on starting a run (a row each). */
  startLimiter: RequestHandler;
};

const label = (req: Request) => String(req.params.label);

/** The routes of VIRTUAL_RUN_ROUTES, mounted at /api. */
export function createVirtualRunRoutes(deps: VirtualRunRoutesDeps): Router {
  const { runs } = deps;
  // A malformed run id is refused before the submission limit counts the try (the declared check repeats it).
  const judged = {
    before: [validate('params', virtualRunParamsSchema), deps.submissionLimiter],
    after: [limitCodeSize],
  };
  return routerOf(VIRTUAL_RUN_ROUTES, deps, {
    start: {
      before: [deps.startLimiter],
      handle: async (req, res, { params }) => {
        res.status(201).json(await runs.start(params.id, signedInUser(req)));
      },
    },
    list: async (req, res, { params }) => {
      res.json(await runs.list(params.id, signedInUser(req)));
    },
    detail: async (req, res, { params, query }) => {
      res.json(await runs.detail(params.id, params.runId, signedInUser(req), query));
    },
    submit: {
      ...judged,
      handle: async (req, res, { params, body }) => {
        const outcome = await runs.submit(params.id, params.runId, label(req), signedInUser(req), body, {
          idempotencyKey: idempotencyKeyOf(req),
          wait: waitsForVerdict(req),
          requestId: requestId(req),
        });
        res.status(outcome.status).json(toContestSubmitResponse(outcome));
      },
    },
    run: {
      ...judged,
      handle: async (req, res, { params, body }) => {
        const options = { idempotencyKey: idempotencyKeyOf(req), requestId: requestId(req) };
        res.json(await runs.run(params.id, params.runId, label(req), signedInUser(req), body, options));
      },
    },
    replay: async (_req, res, { params, query }) => {
      const { at, page, limit } = query;
      res.json(await runs.replay(params.id, at, { page, limit }));
    },
    upsolved: async (req, res, { params }) => {
      res.json(await runs.upsolved(params.id, signedInUser(req)));
    },
  });
}

/** The routes of MY_VIRTUAL_RUN_ROUTES, mounted at /api. */
export function createMyVirtualRunRoutes(deps: Pick<VirtualRunRoutesDeps, 'runs' | 'requireAuth'>): Router {
  return routerOf(MY_VIRTUAL_RUN_ROUTES, deps, {
    mine: async (req, res) => {
      res.json(await deps.runs.mine(signedInUser(req)));
    },
  });
}
