import type { Request, RequestHandler, Router } from 'express';
import { bookmarkListResponseSchema, bookmarkRequestSchema, bookmarkStateSchema } from '@codecourt/contracts';
import type { BookmarkState, ProblemSummary } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { viewerOf } from '../problems/visibility/problem-viewer.js';
import type { BookmarkRepository } from './repository.js';

/** /api/bookmarks: the signed-in user's set-aside problems. */
export const BOOKMARK_ROUTES = defineRoutes(
  { prefix: '/bookmarks', tag: 'bookmarks' },
  {
    list: {
      method: 'get',
      path: '/my-bookmarks',
      problemRead: { viewer: 'the user', queries: ['keepVisible'] },
      summary: 'The signed-in user’s bookmarked problems, most recently bookmarked first',
      access: 'user',
      success: {
        status: 200,
        description: 'A bare array of {_id, title, difficulty, tags}',
        schema: bookmarkListResponseSchema,
      },
      errors: [401],
    },
    add: {
      method: 'post',
      path: '/add',
      problemRead: { viewer: 'the user', queries: ['findRow'] },
      summary: 'Bookmark a problem (by `_id` or slug); adding it again changes nothing',
      access: 'user',
      body: bookmarkRequestSchema,
      success: { status: 200, description: 'The problem is bookmarked', schema: bookmarkStateSchema },
      errors: [400, 401, 404, 429],
    },
    remove: {
      method: 'delete',
      path: '/remove/{problemId}',
      problemRead: { viewer: 'the user', queries: ['findRow'] },
      summary: 'Remove a bookmark; removing one that is not there changes nothing',
      access: 'user',
      success: { status: 200, description: 'The problem is not bookmarked', schema: bookmarkStateSchema },
      errors: [401, 404, 429],
    },
  },
);

export type BookmarkRoutesDeps = {
  bookmarks: BookmarkRepository;
  /** The visibility rule: a problem the user may not see reads as absent, in the list too. */
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

/** The routes of BOOKMARK_ROUTES, mounted at /api. */
export function createBookmarkRoutes(deps: BookmarkRoutesDeps): Router {
  const { bookmarks, problems, writeLimiter } = deps;

  const problemIdOf = async (req: Request, ref: string): Promise<string> => {
    const problem = await problems.forViewer(viewerOf(signedInUser(req))).findRow(ref);
    if (!problem) throw appError('problemNotFound', 404);
    return problem.id;
  };

  return routerOf(BOOKMARK_ROUTES, deps, {
    list: async (req, res) => {
      const user = signedInUser(req);
      const rows = await problems
        .forViewer(viewerOf(user))
        .keepVisible(await bookmarks.listOf(user.id), (row) => row.id);
      res.json(rows.map(({ id, ...row }) => ({ _id: id, ...row })) satisfies ProblemSummary[]);
    },
    add: {
      before: [writeLimiter],
      handle: async (req, res, { body }) => {
        const problemId = await problemIdOf(req, body.problemId);
        await bookmarks.add(signedInUser(req).id, problemId);
        res.json({ problemId, bookmarked: true } satisfies BookmarkState);
      },
    },
    remove: {
      before: [writeLimiter],
      handle: async (req, res) => {
        const problemId = await problemIdOf(req, String(req.params.problemId));
        await bookmarks.remove(signedInUser(req).id, problemId);
        res.json({ problemId, bookmarked: false } satisfies BookmarkState);
      },
    },
  });
}
