import express, { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { JSON_BODY_LIMIT_BYTES, JUDGE0_STATUSES } from '@codecourt/contracts';
import { requestId } from '../../lib/request-log.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { requestedFields } from './fields.js';
import type { Judge0Reply, Judge0Service, Output } from './service.js';

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

/** The Judge0 CE 1.13 API (see packages/contracts/src/judge0.ts for its shapes), mounted at /judge0. */
export function createJudge0Routes({ service, auth }: Deps): Router {
  const router = Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/languages', auth, async (_req, res) => {
    res.json(await service.languages());
  });
  router.get('/statuses', auth, (_req, res) => {
    res.json(STATUSES);
  });

  router.post('/submissions/batch', auth, async (req, res) => {
    reply(
      res,
      await service.createBatch(
        signedInUser(req).id,
        req.body,
        req.query.base64_encoded === 'true',
        requestId(req),
      ),
    );
  });
  router.get('/submissions/batch', auth, async (req, res) => {
    const output = outputOf(req, res);
    if (output) reply(res, await service.showBatch(signedInUser(req).id, req.query.tokens, output));
  });
  router.post('/submissions', auth, async (req, res) => {
    const output = outputOf(req, res);
    if (!output) return;
    const wait = req.query.wait === 'true';
    reply(
      res,
      await service.create(signedInUser(req).id, req.body, { ...output, wait, requestId: requestId(req) }),
    );
  });
  router.get('/submissions/:token', auth, async (req, res) => {
    const output = outputOf(req, res);
    if (output) reply(res, await service.show(signedInUser(req).id, String(req.params.token), output));
  });
  return router;
}
