import { Router } from 'express';
import type { RequestHandler } from 'express';
import { MESSAGES, createPersonalTokenRequestSchema, idSchema } from '@codecourt/contracts';
import type { CreatedPersonalToken, RevokedPersonalToken } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser, tokenIdentityOf } from '../../middleware/auth-context.js';
import type { PersonalTokenRepository } from './repository.js';
import { personalTokenJson } from './token-json.js';
import { hashTokenSecret, newTokenSecret } from './token-secret.js';

export type TokenRoutesDeps = {
  tokens: PersonalTokenRepository;
  requireAuth: RequestHandler;
  /** Per-user limit on creating and revoking (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

/**
 * Only a browser session creates tokens: a leaked token cannot mint others that would outlive its
 * revocation. Listing and revoking work with a token too, so a script can revoke itself.
 */
const sessionOnly: RequestHandler = (req, _res, next) => {
  if (tokenIdentityOf(req)) {
    next(new AppError('tokensNeedSession', MESSAGES.tokensNeedSession, 403));
    return;
  }
  next();
};

/** /api/tokens: the signed-in user's personal access tokens. */
export function createTokenRoutes(deps: TokenRoutesDeps): Router {
  const router = Router();
  const { tokens, requireAuth, writeLimiter } = deps;

  router.get('/', requireAuth, async (req, res) => {
    const rows = await tokens.listOf(signedInUser(req).id);
    res.json(rows.map(personalTokenJson));
  });

  router.post(
    '/',
    requireAuth,
    sessionOnly,
    writeLimiter,
    validate('body', createPersonalTokenRequestSchema),
    async (req, res) => {
      const { name } = parsed(req, 'body', createPersonalTokenRequestSchema);
      const secret = newTokenSecret();
      const row = await tokens.insert(signedInUser(req).id, name, hashTokenSecret(secret));
      if (row === 'limit') throw new AppError('tokenLimitReached', MESSAGES.tokenLimitReached, 409);
      const { _id, createdAt } = personalTokenJson(row);
      res.status(201).json({ _id, name: row.name, token: secret, createdAt } satisfies CreatedPersonalToken);
    },
  );

  router.delete('/:id', requireAuth, writeLimiter, async (req, res) => {
    const id = idSchema.safeParse(req.params.id);
    // Another user's token answers as an unknown one: ids of others' tokens are not confirmed.
    if (!id.success || !(await tokens.remove(signedInUser(req).id, id.data))) {
      throw new AppError('tokenNotFound', MESSAGES.tokenNotFound, 404);
    }
    res.json({ _id: id.data, revoked: true } satisfies RevokedPersonalToken);
  });

  return router;
}
