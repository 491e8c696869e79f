import { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  CODE_MAX_BYTES,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  idSchema,
  RESPOND_ASYNC_PREFERENCE,
  runRequestSchema,
  submitQuerySchema,
  submitRequestSchema,
} from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { requestId } from '../../lib/request-log.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { LiveEvents } from './live-events.js';
import type { SubmissionService } from './service.js';

export type SubmissionRoutesDeps = {
  service: SubmissionService;
  liveEvents: LiveEvents;
  requireAuth: RequestHandler;
  rateLimiter: RequestHandler;
  /** Refuses a language the judge cannot run (its toolchain is missing), after the body's schema. */
  offeredLanguage?: RequestHandler;
  /** Per user, on opening a live-judging stream (a held connection), apart from run and submit's count. */
  liveEventsLimiter: RequestHandler;
};

/** 413 for code over CODE_MAX_BYTES (after the schema, so blank code still answers 400). */
export function limitCodeSize(req: Request, _res: Response, next: NextFunction): void {
  const code = (req.body as { code?: unknown }).code;
  if (typeof code === 'string' && Buffer.byteLength(code, 'utf8') > CODE_MAX_BYTES) {
    next(appError('codeTooLarge', 413));
    return;
  }
  next();
}

/** The request's Idempotency-Key, if it sent one; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return undefined;
  const key = idempotencyKeySchema.safeParse(value);
  if (!key.success) throw appError('invalidIdempotencyKey', 400);
  return key.data;
}

/** `?wait=false` or `Prefer: respond-async`: answer 202 at once and let the client follow the events. */
export function waitsForVerdict(req: Request): boolean {
  if (parsed(req, 'query', submitQuerySchema).wait === 'false') return false;
  const prefer = req.get('Prefer') ?? '';
  return !prefer
    .split(',')
    .some((preference) => preference.trim().toLowerCase() === RESPOND_ASYNC_PREFERENCE);
}

/** A well-formed submission id from the path, else 404 (nothing by that name can exist). */
function submissionIdOf(req: Request): string {
  const id = req.params.id as string;
  if (!idSchema.safeParse(id).success) throw appError('submissionNotFound', 404);
  return id;
}

/** /api/submission: run, submit, the user's history, one own submission and its live judging. */
export function createSubmissionRoutes(deps: SubmissionRoutesDeps): Router {
  const { service, liveEvents, requireAuth, rateLimiter, liveEventsLimiter } = deps;
  const offeredLanguage: RequestHandler =
    deps.offeredLanguage ??
    ((_req, _res, next) => {
      next();
    });
  const router = Router();

  router.post(
    '/run/:problemId',
    requireAuth,
    rateLimiter,
    validate('body', runRequestSchema),
    limitCodeSize,
    offeredLanguage,
    async (req, res) => {
      res.json(
        await service.run(
          signedInUser(req).id,
          req.params.problemId as string,
          parsed(req, 'body', runRequestSchema),
          { idempotencyKey: idempotencyKeyOf(req), requestId: requestId(req) },
        ),
      );
    },
  );

  router.post(
    '/submit/:problemId',
    requireAuth,
    rateLimiter,
    validate('query', submitQuerySchema),
    validate('body', submitRequestSchema),
    limitCodeSize,
    offeredLanguage,
    async (req, res) => {
      const outcome = await service.submit(
        signedInUser(req).id,
        req.params.problemId as string,
        parsed(req, 'body', submitRequestSchema),
        { idempotencyKey: idempotencyKeyOf(req), wait: waitsForVerdict(req), requestId: requestId(req) },
      );
      res.status(outcome.status).json(outcome.body);
    },
  );

  router.get('/problem/:problemId', requireAuth, async (req, res) => {
    res.json(await service.history(signedInUser(req).id, req.params.problemId as string));
  });

  router.get('/:id', requireAuth, async (req, res) => {
    res.json(await service.get(signedInUser(req), submissionIdOf(req)));
  });

  router.get('/:id/events', requireAuth, liveEventsLimiter, async (req, res) => {
    const id = submissionIdOf(req);
    // Someone else's submission answers 404 like a missing one, before the stream opens.
    await service.get(signedInUser(req), id);
    await liveEvents(id, res);
  });

  return router;
}
