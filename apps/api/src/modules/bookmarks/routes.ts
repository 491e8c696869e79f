import { Router } from 'express';
import type { RequestHandler } from 'express';
import { MESSAGES, bookmarkRequestSchema } from '@codecourt/contracts';
import type { BookmarkState, ProblemSummary } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { ProblemRepository } from '../problems/repository.js';
import type { BookmarkRepository } from './repository.js';

export type BookmarkRoutesDeps = {
  bookmarks: BookmarkRepository;
  problems: ProblemRepository;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

/** /api/bookmarks: the signed-in user's set-aside problems. */
export function createBookmarkRoutes(deps: BookmarkRoutesDeps): Router {
  const router = Router();
  const { bookmarks, problems, requireAuth, writeLimiter } = deps;

  const problemIdOf = async (ref: string): Promise<string> => {
    const problem = await problems.findRow(ref);
    if (!problem) throw new AppError('problemNotFound', MESSAGES.problemNotFound, 404);
    return problem.id;
  };

  router.get('/my-bookmarks', requireAuth, async (req, res) => {
    const rows = await bookmarks.listOf(signedInUser(req).id);
    res.json(rows.map(({ id, ...row }) => ({ _id: id, ...row })) satisfies ProblemSummary[]);
  });

  router.post(
    '/add',
    requireAuth,
    writeLimiter,
    validate('body', bookmarkRequestSchema),
    async (req, res) => {
      const problemId = await problemIdOf(parsed(req, 'body', bookmarkRequestSchema).problemId);
      await bookmarks.add(signedInUser(req).id, problemId);
      res.json({ problemId, bookmarked: true } satisfies BookmarkState);
    },
  );

  router.delete('/remove/:problemId', requireAuth, writeLimiter, async (req, res) => {
    const problemId = await problemIdOf(String(req.params.problemId));
    await bookmarks.remove(signedInUser(req).id, problemId);
    res.json({ problemId, bookmarked: false } satisfies BookmarkState);
  });

  return router;
}
