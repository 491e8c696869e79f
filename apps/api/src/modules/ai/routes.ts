import { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AI_HISTORY_MAX_CHARS, AI_STREAM_DONE, MESSAGES, aiChatRequestSchema } from '@codecourt/contracts';
import type { AiChatResponse, AiStatusResponse, AiStreamEvent } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { parsed, validate } from '../../lib/validate.js';
import { isAbort, tutorError } from './tutor-client.js';
import type { TutorClient } from './tutor-client.js';
import { tutorMessages } from './tutor-prompt.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { SolutionTakenRecorder } from '../practice/solution-takes.js';

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

/** /api/ai: the tutor, answered whole (chat) or piece by piece as server-sent events (chat/stream). */
export function createAiRoutes(deps: AiRoutesDeps): Router {
  const { tutor, requireAuth, rateLimiter, logger } = deps;
  const router = Router();

  const configured = (_req: Request, _res: Response, next: NextFunction) => {
    next(tutor ? undefined : appError('aiNotConfigured', 503));
  };
  const guards = [requireAuth, configured, rateLimiter, validate('body', aiChatRequestSchema)];
  if (deps.contestGuard) guards.push(deps.contestGuard);
  const promptOf = async (req: Request) => {
    const body = parsed(req, 'body', aiChatRequestSchema);
    if (body.hintLevel === 'solution' && body.problemId && deps.recordSolutionTaken)
      await deps.recordSolutionTaken(signedInUser(req).id, body.problemId, 'ai');
    return tutorMessages(body, AI_HISTORY_MAX_CHARS);
  };

  // Public: the landing hides its AI card and the workspace says "not configured" before anyone types.
  router.get('/status', (_req, res) => {
    res.json({ configured: tutor !== undefined } satisfies AiStatusResponse);
  });

  router.post('/chat', ...guards, async (req, res) => {
    if (!tutor) return;
    const message = await tutor.reply(await promptOf(req), abortOnClose(req, res).signal);
    res.json({ message } satisfies AiChatResponse);
  });

  router.post('/chat/stream', ...guards, async (req, res) => {
    if (!tutor) return;
    const controller = abortOnClose(req, res);
    // Starting the stream first means a refusal (502, 504) is still an ordinary JSON error answer.
    const pieces = await tutor.stream(await promptOf(req), controller.signal);
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
  });

  return router;
}
