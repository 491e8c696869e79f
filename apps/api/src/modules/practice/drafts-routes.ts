import type { Request, RequestHandler, Router } from 'express';
import { draftParamsSchema, draftResponseSchema, draftSchema, draftWriteSchema } from '@codecourt/contracts';
import type { Draft, LanguageId } from '@codecourt/contracts';
import type { CodeDraftRow } from '../../db/schema/index.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import type { DraftsRepository } from './drafts-repository.js';
import { ownProblemIdOf } from './problem-id-of.js';

/** /api/drafts: the signed-in user's code per problem and language, to continue on another device. */
export const DRAFT_ROUTES = defineRoutes(
  { prefix: '/drafts', tag: 'practice' },
  {
    read: {
      method: 'get',
      path: '/{problemId}/{language}',
      problemRead: { viewer: 'the user', queries: ['findOwnRow'] },
      params: draftParamsSchema,
      summary: 'The signed-in user’s code draft for a problem and language (null when none is kept)',
      access: 'user',
      success: { status: 200, description: 'The draft or null', schema: draftResponseSchema },
      errors: [400, 401, 404],
    },
    save: {
      method: 'put',
      path: '/{problemId}/{language}',
      problemRead: { viewer: 'the user', queries: ['findOwnRow'] },
      params: draftParamsSchema,
      summary: 'Keep the signed-in user’s code draft for a problem and language on the server',
      access: 'user',
      body: draftWriteSchema,
      success: { status: 200, description: 'The draft as stored', schema: draftSchema },
      errors: [400, 401, 404, 429],
    },
  },
);

export type DraftsRoutesDeps = {
  drafts: DraftsRepository;
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

const draftJson = (row: CodeDraftRow): Draft => ({
  problemId: row.problemId,
  language: row.language,
  code: row.code,
  updatedAt: row.updatedAt.toISOString(),
});

/** The routes of DRAFT_ROUTES, mounted at /api. */
export function createDraftsRoutes(deps: DraftsRoutesDeps): Router {
  const { drafts, problems } = deps;
  const keyOf = async (req: Request, params: { problemId: string; language: LanguageId }) => ({
    userId: signedInUser(req).id,
    problemId: await ownProblemIdOf(problems, req, params.problemId),
    language: params.language,
  });

  return routerOf(DRAFT_ROUTES, deps, {
    read: async (req, res, { params }) => {
      const row = await drafts.find(await keyOf(req, params));
      res.json(row ? draftJson(row) : null);
    },
    save: {
      before: [deps.writeLimiter],
      handle: async (req, res, { params, body }) => {
        res.json(draftJson(await drafts.save(await keyOf(req, params), body.code)));
      },
    },
  });
}
