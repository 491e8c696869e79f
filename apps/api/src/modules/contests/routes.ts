import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import {
  CONTEST_MESSAGES as M,
  announcementRequestSchema,
  answerRequestSchema,
  clarificationRequestSchema,
  contestInputSchema,
  contestSubmitRequestSchema,
  registerRequestSchema,
  runRequestSchema,
  scoreboardQuerySchema,
  submitQuerySchema,
} from '@codecourt/contracts';
import type { ContestSubmitResponse, DeleteContestResponse, RegisterResponse } from '@codecourt/contracts';
import { catalogueError } from '../../lib/app-error.js';
import { requestId } from '../../lib/request-log.js';
import { sendSerialisedJson } from '../../lib/send-serialised-json.js';
import { parsed, validate } from '../../lib/validate.js';
import { currentUser, signedInUser } from '../../middleware/auth-context.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import { idempotencyKeyOf, limitCodeSize, waitsForVerdict } from '../submissions/routes.js';
import type { BoardStore } from './board-store.js';
import type { ScoreboardEvents } from './scoreboard-events.js';
import type { ContestService } from './service.js';

const contestError = catalogueError(M);

export type ContestRoutesDeps = {
  contests: ContestService;
  boards: BoardStore;
  events: ScoreboardEvents;
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
  /** The same per-user count as practice run and submit: judging costs the same. */
  submissionLimiter: RequestHandler;
  /** Per user, on asking a clarification. */
  clarificationLimiter: RequestHandler;
  /** Per client, on opening a scoreboard stream (a held connection). */
  eventsLimiter: RequestHandler;
};

const id = (req: Request) => String(req.params.id);
const label = (req: Request) => String(req.params.label);

/** /api/contests (issue #22 item 2). */
export function createContestRoutes(deps: ContestRoutesDeps): Router {
  const { contests, boards, requireAuth, optionalAuth } = deps;
  const admin = [requireAuth, requireAdmin];
  const router = Router();

  router.get('/', optionalAuth, async (req, res) => {
    res.json(await contests.list(currentUser(req)));
  });

  router.post('/', ...admin, validate('body', contestInputSchema), async (req, res) => {
    const input = parsed(req, 'body', contestInputSchema);
    res.status(201).json(await contests.create(input, signedInUser(req)));
  });

  router.get('/:id', optionalAuth, async (req, res) => {
    res.json(await contests.detail(id(req), currentUser(req)));
  });

  router.put('/:id', ...admin, validate('body', contestInputSchema), async (req, res) => {
    const input = parsed(req, 'body', contestInputSchema);
    res.json(await contests.update(id(req), input, signedInUser(req)));
  });

  router.delete('/:id', ...admin, async (req, res) => {
    await contests.remove(id(req));
    res.json({ success: true, message: M.contestDeleted } satisfies DeleteContestResponse);
  });

  router.post('/:id/unfreeze', ...admin, async (req, res) => {
    await contests.unfreeze(id(req));
    res.json({ frozen: false });
  });

  router.post('/:id/register', requireAuth, validate('body', registerRequestSchema), async (req, res) => {
    const { accessCode } = parsed(req, 'body', registerRequestSchema);
    await contests.register(id(req), signedInUser(req), accessCode);
    res.json({ registered: true } satisfies RegisterResponse);
  });

  router.delete('/:id/register', requireAuth, async (req, res) => {
    await contests.unregister(id(req), signedInUser(req));
    res.json({ registered: false } satisfies RegisterResponse);
  });

  router.post('/:id/start', requireAuth, async (req, res) => {
    res.json(await contests.start(id(req), signedInUser(req)));
  });

  router.get('/:id/problems/:label', optionalAuth, async (req, res) => {
    res.json(await contests.problem(id(req), label(req), currentUser(req)));
  });

  router.post(
    '/:id/submit/:label',
    requireAuth,
    deps.submissionLimiter,
    validate('query', submitQuerySchema),
    validate('body', contestSubmitRequestSchema),
    limitCodeSize,
    async (req, res) => {
      const outcome = await contests.submit(
        id(req),
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
    '/:id/run/:label',
    requireAuth,
    deps.submissionLimiter,
    validate('body', runRequestSchema),
    limitCodeSize,
    async (req, res) => {
      const body = parsed(req, 'body', runRequestSchema);
      const options = { idempotencyKey: idempotencyKeyOf(req), requestId: requestId(req) };
      res.json(await contests.run(id(req), label(req), signedInUser(req), body, options));
    },
  );

  const viewOf = (req: Request) => {
    const { view } = parsed(req, 'query', scoreboardQuerySchema);
    if (view === 'jury' && currentUser(req)?.role !== 'admin') throw contests.forbiddenJury();
    return view;
  };

  router.get('/:id/scoreboard', optionalAuth, validate('query', scoreboardQuerySchema), async (req, res) => {
    const view = viewOf(req);
    const { page, limit } = parsed(req, 'query', scoreboardQuerySchema);
    const viewerId = currentUser(req)?.id;
    // The board store knows its contests' ids and slugs: a page read costs no query.
    const document = await boards.page(id(req), view, page, limit, viewerId);
    if (!document) throw contestError('contestNotFound', 404);
    sendSerialisedJson(req, res, document);
  });

  router.get(
    '/:id/scoreboard/events',
    optionalAuth,
    deps.eventsLimiter,
    validate('query', scoreboardQuerySchema),
    async (req, res) => {
      const view = viewOf(req);
      const user = currentUser(req);
      const viewer = { view, viewerId: user?.id ?? '', isAdmin: user?.role === 'admin' };
      if (!(await deps.events(id(req), viewer, res))) throw contestError('contestNotFound', 404);
    },
  );

  router.post(
    '/:id/clarifications',
    requireAuth,
    deps.clarificationLimiter,
    validate('body', clarificationRequestSchema),
    async (req, res) => {
      const body = parsed(req, 'body', clarificationRequestSchema);
      res.status(201).json(await contests.ask(id(req), signedInUser(req), body));
    },
  );

  router.get('/:id/clarifications', requireAuth, async (req, res) => {
    res.json(await contests.clarifications(id(req), signedInUser(req)));
  });

  router.post(
    '/:id/clarifications/:clarificationId/answer',
    ...admin,
    validate('body', answerRequestSchema),
    async (req, res) => {
      const body = parsed(req, 'body', answerRequestSchema);
      const clarificationId = String(req.params.clarificationId);
      if (!/^[0-9a-f-]{36}$/i.test(clarificationId)) throw contestError('clarificationNotFound', 404);
      res.json(await contests.answer(id(req), clarificationId, body));
    },
  );

  router.post(
    '/:id/announcements',
    ...admin,
    validate('body', announcementRequestSchema),
    async (req, res) => {
      const { text } = parsed(req, 'body', announcementRequestSchema);
      res.status(201).json(await contests.announce(id(req), text));
    },
  );

  return router;
}
