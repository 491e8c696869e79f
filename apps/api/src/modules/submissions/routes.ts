import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import {
  CODE_MAX_BYTES,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  idSchema,
  RESPOND_ASYNC_PREFERENCE,
  runRequestSchema,
  runResponseSchema,
  submissionHistoryResponseSchema,
  submissionSchema,
  submitQuerySchema,
  submitRequestSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { requestId } from '../../lib/request-log.js';
import { parsed } from '../../lib/validate.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
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

/** The live judging stream's body (contracts' liveTestEventSchema, liveHiddenEventSchema and submissionSchema are its events). */
const liveEventStreamSchema = z
  .string()
  .describe(
    'text/event-stream: `event: test` with data {index, visible, verdict, cpuMs?, memoryKb?} for each leading visible test as it finishes (those already finished come first); right after the last of them, once, `event: hidden` with data {state: "judging hidden tests", finished: 0, total: the hidden tests} (nothing per hidden test, never repeated), then at the verdict those tests in one batch (hidden ones: index, visible and verdict only), then `event: result` with the judged submission (the shape of GET /submission/{id}), then the stream ends. Comment lines are heartbeats.',
  );

/** /api/submission: run, submit, the user's history, one own submission and its live judging. */
export const SUBMISSION_ROUTES = defineRoutes(
  { prefix: '/submission', tag: 'submission' },
  {
    run: {
      method: 'post',
      path: '/run/{problemId}',
      problemRead: { viewer: 'the user (as a user)', queries: ['findForJudging', 'referenceSolutionsOf'] },
      summary:
        "Run code on the visible tests, or only on customInput, compared with the reference solution's output on it when the problem has one (nothing is stored)",
      access: 'user',
      body: runRequestSchema,
      success: {
        status: 200,
        description: 'The run result with every judged test',
        schema: runResponseSchema,
      },
      errors: [400, 401, 404, 413, 429, 503],
    },
    submit: {
      method: 'post',
      path: '/submit/{problemId}',
      problemRead: { viewer: 'the user (as a user)', queries: ['findForJudging'] },
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
    history: {
      method: 'get',
      path: '/problem/{problemId}',
      problemRead: {
        viewer: 'the user (as a user)',
        queries: ['findRow'],
        note: 'else only the user’s own submissions, by the problem’s id: they stay readable after it turns secret or is deleted',
      },
      summary: 'The signed-in user’s submissions for a problem, newest first',
      access: 'user',
      success: { status: 200, description: 'The history', schema: submissionHistoryResponseSchema },
      errors: [401, 404],
    },
    one: {
      method: 'get',
      path: '/{id}',
      problemRead: {
        viewer: 'the user',
        queries: [],
        note: 'the user’s own submission, with the problem’s title copied when it was made; hidden tests without data',
      },
      summary: 'One of the signed-in user’s own submissions (someone else’s answers 404)',
      access: 'user',
      success: {
        status: 200,
        description: 'The submission with its judged tests (hidden ones without data)',
        schema: submissionSchema,
      },
      errors: [401, 404],
    },
    events: {
      method: 'get',
      path: '/{id}/events',
      problemRead: {
        viewer: 'the user',
        queries: [],
        note: 'the user’s own submission (as GET /submission/{id})',
      },
      summary:
        'Live judging of one of the signed-in user’s own submissions as server-sent events: each test as it finishes, then the result',
      access: 'user',
      success: {
        status: 200,
        description: 'The judging as server-sent events',
        schema: liveEventStreamSchema,
      },
      errors: [401, 404],
    },
  },
);

/** The routes of SUBMISSION_ROUTES, mounted at /api. */
export function createSubmissionRoutes(deps: SubmissionRoutesDeps): Router {
  const { service, liveEvents } = deps;
  const offeredLanguage: RequestHandler =
    deps.offeredLanguage ??
    ((_req, _res, next) => {
      next();
    });
  // The limit before the body is read; the code's size and language after its schema.
  const judged = { before: [deps.rateLimiter], after: [limitCodeSize, offeredLanguage] };
  return routerOf(SUBMISSION_ROUTES, deps, {
    run: {
      ...judged,
      handle: async (req, res, { body }) => {
        res.json(
          await service.run(signedInUser(req).id, String(req.params.problemId), body, {
            idempotencyKey: idempotencyKeyOf(req),
            requestId: requestId(req),
          }),
        );
      },
    },
    submit: {
      ...judged,
      handle: async (req, res, { body }) => {
        const outcome = await service.submit(signedInUser(req).id, String(req.params.problemId), body, {
          idempotencyKey: idempotencyKeyOf(req),
          wait: waitsForVerdict(req),
          requestId: requestId(req),
        });
        res.status(outcome.status).json(outcome.body);
      },
    },
    history: async (req, res) => {
      res.json(await service.history(signedInUser(req).id, String(req.params.problemId)));
    },
    one: async (req, res) => {
      res.json(await service.get(signedInUser(req), submissionIdOf(req)));
    },
    events: {
      before: [deps.liveEventsLimiter],
      handle: async (req, res) => {
        const id = submissionIdOf(req);
        // Someone else's submission answers 404 like a missing one, before the stream opens.
        await service.get(signedInUser(req), id);
        await liveEvents(id, res);
      },
    },
  });
}
