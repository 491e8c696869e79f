import { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  CODE_MAX_BYTES,
  MESSAGES,
  idSchema,
  runRequestSchema,
  submitRequestSchema,
} from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { SubmissionService } from './service.js';

export type SubmissionRoutesDeps = {
  service: SubmissionService;
  requireAuth: RequestHandler;
  rateLimiter: RequestHandler;
};

/** 413 for code over CODE_MAX_BYTES (after the schema, so blank code still answers 400). */
function limitCodeSize(req: Request, _res: Response, next: NextFunction): void {
  const code = (req.body as { code?: unknown }).code;
  if (typeof code === 'string' && Buffer.byteLength(code, 'utf8') > CODE_MAX_BYTES) {
    next(new AppError('codeTooLarge', MESSAGES.codeTooLarge, 413));
    return;
  }
  next();
}

/** /api/submission: run, submit, the user's history and one own submission. */
export function createSubmissionRoutes({ service, requireAuth, rateLimiter }: SubmissionRoutesDeps): Router {
  const router = Router();

  router.post(
    '/run/:problemId',
    requireAuth,
    rateLimiter,
    validate('body', runRequestSchema),
    limitCodeSize,
    async (req, res) => {
      res.json(await service.run(req.params.problemId as string, parsed(req, 'body', runRequestSchema)));
    },
  );

  router.post(
    '/submit/:problemId',
    requireAuth,
    rateLimiter,
    validate('body', submitRequestSchema),
    limitCodeSize,
    async (req, res) => {
      const outcome = await service.submit(
        signedInUser(req).id,
        req.params.problemId as string,
        parsed(req, 'body', submitRequestSchema),
      );
      res.status(outcome.status).json(outcome.body);
    },
  );

  router.get('/problem/:problemId', requireAuth, async (req, res) => {
    res.json(await service.history(signedInUser(req).id, req.params.problemId as string));
  });

  router.get('/:id', requireAuth, async (req, res) => {
    const id = req.params.id as string;
    if (!idSchema.safeParse(id).success)
      throw new AppError('submissionNotFound', MESSAGES.submissionNotFound, 404);
    res.json(await service.get(signedInUser(req).id, id));
  });

  return router;
}
