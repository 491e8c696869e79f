import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import {
  contestParamsSchema,
  contestSubmitRequestSchema,
  replayQuerySchema,
  runRequestSchema,
  submitQuerySchema,
  virtualBoardQuerySchema,
  virtualRunParamsSchema,
} from '@codecourt/contracts';
import type { ContestSubmitResponse } from '@codecourt/contracts';
import { requestId } from '../../lib/request-log.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { idempotencyKeyOf, limitCodeSize, waitsForVerdict } from '../submissions/routes.js';
import type { VirtualRunService } from './virtual-run-service.js';

export type VirtualRunRoutesDeps = {
  runs: VirtualRunService;
  requireAuth: RequestHandler;
  /** The practice submit's per-user count: a virtual try is judged like any other. */
  submissionLimiter: RequestHandler;
  /** Per user, on starting a run (a row each). */
  startLimiter: RequestHandler;
};

const id = (req: Request) => String(req.params.id);
const runId = (req: Request) => parsed(req, 'params', virtualRunParamsSchema).runId;
const label = (req: Request) => String(req.params.label);

/** /api/contests/{id}/virtual…, /replay and /upsolved (issue #23 items 1 and 6). */
export function createVirtualRunRoutes(deps: VirtualRunRoutesDeps): Router {
  const { runs, requireAuth } = deps;
  const router = Router();
  const run = [requireAuth, validate('params', virtualRunParamsSchema)];

  router.post(
    '/:id/virtual',
    requireAuth,
    deps.startLimiter,
    validate('params', contestParamsSchema),
    async (req, res) => {
      res.status(201).json(await runs.start(id(req), signedInUser(req)));
    },
  );

  router.get('/:id/virtual', requireAuth, validate('params', contestParamsSchema), async (req, res) => {
    res.json(await runs.list(id(req), signedInUser(req)));
  });

  router.get('/:id/virtual/:runId', ...run, validate('query', virtualBoardQuerySchema), async (req, res) => {
    const page = parsed(req, 'query', virtualBoardQuerySchema);
    res.json(await runs.detail(id(req), runId(req), signedInUser(req), page));
  });

  router.post(
    '/:id/virtual/:runId/submit/:label',
    ...run,
    deps.submissionLimiter,
    validate('query', submitQuerySchema),
    validate('body', contestSubmitRequestSchema),
    limitCodeSize,
    async (req, res) => {
      const outcome = await runs.submit(
        id(req),
        runId(req),
        label(req),
        signedInUser(req),
        parsed(req, 'body', contestSubmitRequestSchema),
        { idempotencyKey: idempotencyKeyOf(req), wait: waitsForVerdict(req), requestId: requestId(req) },
      );
      const body = { ...outcome.body, contestId: outcome.contestId, label: outcome.label };
      res.status(outcome.status).json(body satisfies ContestSubmitResponse);
    },
  );

  router.post(
    '/:id/virtual/:runId/run/:label',
    ...run,
    deps.submissionLimiter,
    validate('body', runRequestSchema),
    limitCodeSize,
    async (req, res) => {
      const body = parsed(req, 'body', runRequestSchema);
      const options = { idempotencyKey: idempotencyKeyOf(req), requestId: requestId(req) };
      res.json(await runs.run(id(req), runId(req), label(req), signedInUser(req), body, options));
    },
  );

  router.get(
    '/:id/replay',
    validate('params', contestParamsSchema),
    validate('query', replayQuerySchema),
    async (req, res) => {
      const { at, page, limit } = parsed(req, 'query', replayQuerySchema);
      res.json(await runs.replay(id(req), at, { page, limit }));
    },
  );

  router.get('/:id/upsolved', requireAuth, validate('params', contestParamsSchema), async (req, res) => {
    res.json(await runs.upsolved(id(req), signedInUser(req)));
  });

  return router;
}

/** /api/virtual-runs: the caller's runs for the profile. */
export function createMyVirtualRunRoutes(deps: Pick<VirtualRunRoutesDeps, 'runs' | 'requireAuth'>): Router {
  const router = Router();
  router.get('/', deps.requireAuth, async (req, res) => {
    res.json(await deps.runs.mine(signedInUser(req)));
  });
  return router;
}
