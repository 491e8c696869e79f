import { Router } from 'express';
import type { RequestHandler } from 'express';
import { reviewGradeRequestSchema } from '@codecourt/contracts';
import type { ReviewGradeResponse, ReviewQueue } from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { ProblemRepository } from '../problems/repository.js';
import { problemOfPath } from '../practice/problem-id-of.js';
import { cardJson } from './card-json.js';
import type { ReviewService } from './service.js';

export type ReviewRoutesDeps = {
  review: ReviewService;
  problems: ProblemRepository;
  requireAuth: RequestHandler;
  /** Per-user limit on gradings (mounted after requireAuth). */
  gradeLimiter: RequestHandler;
};

/** /api/review: the signed-in user's own cards only. */
export function createReviewRoutes({
  review,
  problems,
  requireAuth,
  gradeLimiter,
}: ReviewRoutesDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const { now, due, upcoming } = await review.queue(signedInUser(req).id);
    res.json({
      now: now.toISOString(),
      dueCount: due.length,
      due: due.map(cardJson),
      upcoming: upcoming.map(cardJson),
    } satisfies ReviewQueue);
  });

  router.post('/:problemId', gradeLimiter, validate('body', reviewGradeRequestSchema), async (req, res) => {
    const problemId = await problemOfPath(problems, req);
    const { startedAt } = parsed(req, 'body', reviewGradeRequestSchema);
    const graded = await review.grade(
      signedInUser(req).id,
      problemId,
      startedAt === undefined ? undefined : new Date(startedAt),
    );
    res.json({ rating: graded.rating, card: cardJson(graded.card) } satisfies ReviewGradeResponse);
  });

  return router;
}
