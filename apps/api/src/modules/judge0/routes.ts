import express, { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import {
  JSON_BODY_LIMIT_BYTES,
  JUDGE0_STATUSES,
  judge0BatchCreateResponseSchema,
  judge0BatchRequestSchema,
  judge0BatchShowQuerySchema,
  judge0BatchShowResponseSchema,
  judge0CreateQuerySchema,
  judge0LanguagesResponseSchema,
  judge0ShowQuerySchema,
  judge0StatusesResponseSchema,
  judge0SubmissionRequestSchema,
  judge0SubmissionSchema,
} from '@codecourt/contracts';
import { requestId } from '../../lib/request-log.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { requestedFields } from './fields.js';
import type { Judge0Reply, Judge0Service, Output } from './service.js';

/**
 * The Judge0 CE 1.13-compatible mount at /judge0 (see packages/contracts/src/judge0.ts for its shapes). Its
 * service reads bodies and queries as Judge0 does (422 with field errors, `fields` and `base64_encoded`), so
 * the schemas here document them and the handlers check them.
 */
export const JUDGE0_ROUTES = defineRoutes(
  { prefix: '', tag: 'judge0', mount: '/judge0' },
  {
    create: {
      method: 'post',
      path: '/submissions',
      summary:
        'Judge0: create a submission (201 {token}); with wait=true, the finished submission (fields as asked, base64 with base64_encoded=true)',
      access: 'user',
      checkedByHandler: true,
      body: judge0SubmissionRequestSchema,
      query: judge0CreateQuerySchema,
      success: {
        status: 201,
        description: 'The token, or the finished submission',
        schema: judge0SubmissionSchema,
      },
      errors: [400, 401, 422, 429, 503],
    },
    createBatch: {
      method: 'post',
      path: '/submissions/batch',
      summary: 'Judge0: create up to 20 submissions; each item answers a token or its field errors',
      access: 'user',
      checkedByHandler: true,
      body: judge0BatchRequestSchema,
      query: judge0ShowQuerySchema.pick({ base64_encoded: true }),
      success: {
        status: 201,
        description: 'A token or field errors per item (422 when none was valid)',
        schema: judge0BatchCreateResponseSchema,
      },
      errors: [400, 401, 422, 429, 503],
    },
    showBatch: {
      method: 'get',
      path: '/submissions/batch',
      summary: 'Judge0: up to 20 of the token owner’s submissions by token (null for a token not theirs)',
      access: 'user',
      checkedByHandler: true,
      query: judge0BatchShowQuerySchema,
      success: {
        status: 200,
        description: 'The submissions, in the order asked',
        schema: judge0BatchShowResponseSchema,
      },
      errors: [400, 401, 429],
    },
    show: {
      method: 'get',
      path: '/submissions/{token}',
      summary: 'Judge0: one of the token owner’s submissions (default fields, or those asked; * for all)',
      access: 'user',
      checkedByHandler: true,
      query: judge0ShowQuerySchema,
      success: { status: 200, description: 'The submission', schema: judge0SubmissionSchema },
      errors: [400, 401, 404, 429],
    },
    languages: {
      method: 'get',
      path: '/languages',
      summary: 'Judge0: the languages whose toolchain the judge found at start, with Judge0 1.13’s ids',
      access: 'user',
      success: { status: 200, description: 'The languages', schema: judge0LanguagesResponseSchema },
      errors: [401, 429],
    },
    statuses: {
      method: 'get',
      path: '/statuses',
      summary: 'Judge0: every submission status with its id',
      access: 'user',
      success: { status: 200, description: 'The statuses', schema: judge0StatusesResponseSchema },
      errors: [401, 429],
    },
  },
);

type Deps = {
  service: Judge0Service;
  /** Signs the request in by the personal access token in the configured header (401 without one). */
  auth: RequestHandler;
};

const STATUSES = JUDGE0_STATUSES.map(({ id, description }) => ({ id, description }));

const reply = (res: Response, { status, body }: Judge0Reply) => {
  res.status(status).json(body);
};

/** `base64_encoded` and `fields` as Judge0 reads them; an unknown field answers 400 right away. */
function outputOf(req: Request, res: Response): Output | undefined {
  const fields = requestedFields(req.query.fields);
  if (!fields.ok) {
    reply(res, { status: 400, body: { error: fields.error } });
    return undefined;
  }
  return { fields: fields.fields, base64: req.query.base64_encoded === 'true' };
}

/** The routes of JUDGE0_ROUTES, mounted at /judge0: its own JSON parser, no cookie, the token header's user. */
export function createJudge0Routes({ service, auth }: Deps): Router {
  const router = Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const routes = routerOf(
    JUDGE0_ROUTES,
    { requireAuth: auth },
    {
      create: async (req, res) => {
        const output = outputOf(req, res);
        if (!output) return;
        const wait = req.query.wait === 'true';
        reply(
          res,
          await service.create(signedInUser(req).id, req.body, {
            ...output,
            wait,
            requestId: requestId(req),
          }),
        );
      },
      createBatch: async (req, res) => {
        reply(
          res,
          await service.createBatch(
            signedInUser(req).id,
            req.body,
            req.query.base64_encoded === 'true',
            requestId(req),
          ),
        );
      },
      showBatch: async (req, res) => {
        const output = outputOf(req, res);
        if (output) reply(res, await service.showBatch(signedInUser(req).id, req.query.tokens, output));
      },
      show: async (req, res) => {
        const output = outputOf(req, res);
        if (output) reply(res, await service.show(signedInUser(req).id, String(req.params.token), output));
      },
      languages: async (_req, res) => {
        res.json(await service.languages());
      },
      statuses: (_req, res) => {
        res.json(STATUSES);
      },
    },
  );
  return router.use(routes);
}
