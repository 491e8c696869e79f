import {
  createPersonalTokenRequestSchema,
  createdPersonalTokenSchema,
  personalTokenListResponseSchema,
  revokedPersonalTokenSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/tokens in the OpenAPI document. */
export const TOKEN_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/tokens',
    tag: 'tokens',
    summary: 'The signed-in user’s personal access tokens, oldest first (never their secrets)',
    access: 'user',
    success: {
      status: 200,
      description: 'A bare array of {_id, name, createdAt, lastUsedAt}',
      schema: personalTokenListResponseSchema,
    },
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/tokens',
    tag: 'tokens',
    summary:
      'Create a personal access token (at most 10 per user); send it as `Authorization: Bearer <token>`. Only a browser session may create one: a token cannot create tokens (403)',
    access: 'user',
    sessionOnly: true,
    body: createPersonalTokenRequestSchema,
    success: {
      status: 201,
      description: 'The token with its secret, shown this once',
      schema: createdPersonalTokenSchema,
    },
    errors: [400, 401, 403, 409, 429],
  },
  {
    method: 'delete',
    path: '/tokens/{id}',
    tag: 'tokens',
    summary: 'Revoke one of the signed-in user’s tokens; requests carrying it answer 401 from now on',
    access: 'user',
    success: { status: 200, description: 'The token is revoked', schema: revokedPersonalTokenSchema },
    errors: [401, 404, 429],
  },
];
