import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import {
  AI_HISTORY_MAX_CHARS,
  AI_STREAM_DONE,
  MESSAGES,
  aiChatRequestSchema,
  aiChatResponseSchema,
  aiStatusResponseSchema,
} from '@codecourt/contracts';
import type {
  AiChatResponse,
  AiStatusResponse,
  AiStreamEvent,
  ResolvedAiChatRequest,
} from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { isAbort, tutorError } from './tutor-client.js';
import type { TutorClient } from './tutor-client.js';
import { tutorMessages } from './tutor-prompt.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { SolutionTakenRecorder } from '../practice/solution-takes.js';

/** The stream's body: `data: {"delta": "..."}` lines, then `data: [DONE]` (or `data: {"error": "..."}`). */
const eventStreamSchema = z
  .string()
  .describe(
    'text/event-stream: data: {"delta": "<text>"} per piece, then data: [DONE]; data: {"error": "<message>"} on a failure midway',
  );

/** /api/ai: the tutor, answered whole (chat) or piece by piece as server-sent events (chat/stream). */
export const AI_ROUTES = defineRoutes(
  { prefix: '/ai', tag: 'ai' },
  {
    status: {
      method: 'get',
      path: '/status',
      summary: 'Whether AI help is configured on this server (OPENAI_API_KEY and friends)',
      access: 'public',
      success: { status: 200, description: 'configured: true or false', schema: aiStatusResponseSchema },
      errors: [],
    },
    chat: {
      method: 'post',
      path: '/chat',
      problemRead: {
        viewer: 'the user (as a user)',
        queries: ['findRow'],
        note: 'a full answer records a solution take; the contest guard refuses problems of unfinished contests (contest-ai-guard.ts, a refusal that names nothing)',
      },
      summary: 'Ask the AI tutor about a problem; answers the whole reply (hidden tests are never sent)',
      access: 'user',
      body: aiChatRequestSchema,
      success: { status: 200, description: 'The tutor’s reply in Markdown', schema: aiChatResponseSchema },
      errors: [400, 401, 429, 502, 503, 504],
    },
    stream: {
      method: 'post',
      path: '/chat/stream',
      problemRead: { viewer: 'the user (as a user)', queries: ['findRow'], note: 'as POST /ai/chat' },
      summary: 'The same question, answered as server-sent events while the reply is written',
      access: 'user',
      body: aiChatRequestSchema,
      success: {
        status: 200,
        description: 'The reply as server-sent events',
        schema: eventStreamSchema,
        contentType: 'text/event-stream',
      },
      errors: [400, 401, 429, 502, 503, 504],
    },
  },
);

export type AiRoutesDeps = {
  /** Undefined when OPENAI_* is unset: every call answers 503. */
  tutor: TutorClient | undefined;
  /** How long a stream may go without a piece before it ends with the timeout error. */
  idleTimeoutMs: number;
  requireAuth: RequestHandler;
  /** Per-user limit (mounted after requireAuth). */
  rateLimiter: RequestHandler;
  logger: Logger;
  /** Refuses contest problems during their contest (mounted after validation). */
  contestGuard?: RequestHandler;
  /** Spaced review grades a problem "again" once its full solution was asked for. */
  recordSolutionTaken?: SolutionTakenRecorder;
};

/** An AbortSignal that fires when the client goes away, so the model stops generating for nobody. */
function abortOnClose(req: Request, res: Response): AbortController {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  req.on('aborted', () => {
    controller.abort();
  });
  return controller;
}

/** The routes of AI_ROUTES, mounted at /api. */
export function createAiRoutes(deps: AiRoutesDeps): Router {
  const { tutor, logger } = deps;

  const configured = (_req: Request, _res: Response, next: NextFunction) => {
    next(tutor ? undefined : appError('aiNotConfigured', 503));
  };
  // Signed in, then configured and within the limit before the body is read; the contest guard reads it.
  const guards = {
    before: [configured, deps.rateLimiter],
    after: deps.contestGuard ? [deps.contestGuard] : [],
  };
  const promptOf = async (req: Request, body: ResolvedAiChatRequest) => {
    if (body.hintLevel === 'solution' && body.problemId && deps.recordSolutionTaken)
      await deps.recordSolutionTaken(signedInUser(req).id, body.problemId, 'ai');
    return tutorMessages(body, AI_HISTORY_MAX_CHARS);
  };

  return routerOf(AI_ROUTES, deps, {
    // Public: the landing hides its AI card and the workspace says "not configured" before anyone types.
    status: (_req, res) => {
      res.json({ configured: tutor !== undefined } satisfies AiStatusResponse);
    },
    chat: {
      ...guards,
      handle: async (req, res, { body }) => {
        if (!tutor) return;
        const message = await tutor.reply(await promptOf(req, body), abortOnClose(req, res).signal);
        res.json({ message } satisfies AiChatResponse);
      },
    },
    stream: {
      ...guards,
      handle: async (req, res, { body }) => {
        if (!tutor) return;
        const controller = abortOnClose(req, res);
        // Starting the stream first means a refusal (502, 504) is still an ordinary JSON error answer.
        const pieces = await tutor.stream(await promptOf(req, body), controller.signal);
        res.status(200);
        res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
        res.setHeader('X-Accel-Buffering', 'no');
        res.flushHeaders();
        const send = (event: AiStreamEvent | typeof AI_STREAM_DONE) => {
          res.write(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`);
        };
        let idle: NodeJS.Timeout | undefined;
        const watch = { timedOut: false };
        const armIdle = () => {
          clearTimeout(idle);
          idle = setTimeout(() => {
            watch.timedOut = true;
            controller.abort();
          }, deps.idleTimeoutMs);
        };
        try {
          armIdle();
          for await (const delta of pieces) {
            armIdle();
            send({ delta });
          }
          // An aborted SDK stream may simply end: only a stream that ran to its end is done.
          if (watch.timedOut) send({ error: MESSAGES.aiTimeout });
          else if (!controller.signal.aborted) send(AI_STREAM_DONE);
        } catch (error) {
          if (isAbort(error) && !watch.timedOut) return;
          const failure = watch.timedOut ? appError('aiTimeout', 504) : tutorError(error);
          logger.warn({ err: toLoggableError(error) }, 'the AI stream failed midway');
          send({ error: failure.message });
        } finally {
          clearTimeout(idle);
          res.end();
        }
      },
    },
  });
}
