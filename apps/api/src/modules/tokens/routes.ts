import type { RequestHandler, Router } from 'express';
import {
  createPersonalTokenRequestSchema,
  createdPersonalTokenSchema,
  idSchema,
  personalTokenListResponseSchema,
  revokedPersonalTokenSchema,
} from '@codecourt/contracts';
import type { CreatedPersonalToken, RevokedPersonalToken } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { PersonalTokenRepository } from './repository.js';
import { personalTokenJson } from './token-json.js';
import { hashTokenSecret, newTokenSecret } from './token-secret.js';

/** /api/tokens: the signed-in user's personal access tokens. */
export const TOKEN_ROUTES = defineRoutes(
  { prefix: '/tokens', tag: 'tokens' },
  {
    list: {
      method: 'get',
      path: '',
      summary: 'The signed-in user’s personal access tokens, oldest first (never their secrets)',
      access: 'user',
      success: {
        status: 200,
        description: 'A bare array of {_id, name, createdAt, lastUsedAt}',
        schema: personalTokenListResponseSchema,
      },
      errors: [401, 429],
    },
    create: {
      method: 'post',
      path: '',
      summary:
        'Create a personal access token (at most 10 per user); send it as `Authorization: Bearer <token>`. Only a browser session may create one: a token cannot create tokens (403)',
      access: 'user',
      // Listing and revoking work with a token too, so a script can revoke itself.
      sessionOnly: true,
      body: createPersonalTokenRequestSchema,
      success: {
        status: 201,
        description: 'The token with its secret, shown this once',
        schema: createdPersonalTokenSchema,
      },
      errors: [400, 401, 403, 409, 429],
    },
    revoke: {
      method: 'delete',
      path: '/{id}',
      summary: 'Revoke one of the signed-in user’s tokens; requests carrying it answer 401 from now on',
      access: 'user',
      success: { status: 200, description: 'The token is revoked', schema: revokedPersonalTokenSchema },
      errors: [401, 404, 429],
    },
  },
);

export type TokenRoutesDeps = {
  tokens: PersonalTokenRepository;
  requireAuth: RequestHandler;
  /** Per-user limit on creating and revoking (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

/** The routes of TOKEN_ROUTES, mounted at /api. */
export function createTokenRoutes(deps: TokenRoutesDeps): Router {
  const { tokens, writeLimiter } = deps;
  return routerOf(TOKEN_ROUTES, deps, {
    list: async (req, res) => {
      const rows = await tokens.listOf(signedInUser(req).id);
      res.json(rows.map(personalTokenJson));
    },
    create: {
      before: [writeLimiter],
      handle: async (req, res, { body }) => {
        const secret = newTokenSecret();
        const row = await tokens.insert(signedInUser(req).id, body.name, hashTokenSecret(secret));
        if (row === 'limit') throw appError('tokenLimitReached', 409);
        const { _id, createdAt } = personalTokenJson(row);
        res
          .status(201)
          .json({ _id, name: row.name, token: secret, createdAt } satisfies CreatedPersonalToken);
      },
    },
    revoke: {
      before: [writeLimiter],
      handle: async (req, res) => {
        const id = idSchema.safeParse(req.params.id);
        // Another user's token answers as an unknown one: ids of others' tokens are not confirmed.
        if (!id.success || !(await tokens.remove(signedInUser(req).id, id.data))) {
          throw appError('tokenNotFound', 404);
        }
        res.json({ _id: id.data, revoked: true } satisfies RevokedPersonalToken);
      },
    },
  });
}
