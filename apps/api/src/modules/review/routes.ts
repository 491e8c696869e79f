import type { RequestHandler, Router } from 'express';
import { reviewGradeRequestSchema, reviewGradeResponseSchema, reviewQueueSchema } from '@codecourt/contracts';
import type { ReviewGradeResponse, ReviewQueue } from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { userViewer } from '../problems/visibility/problem-viewer.js';
import { problemOfPath } from '../practice/problem-id-of.js';
import { cardJson } from './card-json.js';
import type { ReviewService } from './service.js';

/** /api/review: the signed-in user's own cards only. */
export const REVIEW_ROUTES = defineRoutes(
  { prefix: '/review', tag: 'practice' },
  {
    queue: {
      method: 'get',
      path: '',
      problemRead: {
        viewer: 'the user (as a user)',
        queries: ['solvedBy', 'keepVisible'],
        note: 'the cards, then the queue',
      },
      summary:
        'The signed-in user’s review cards (one per solved problem, FSRS): those due now and the next due dates',
      access: 'user',
      success: { status: 200, description: 'Due and upcoming cards', schema: reviewQueueSchema },
      errors: [401],
    },
    grade: {
      method: 'post',
      path: '/{problemId}',
      problemRead: { viewer: 'the user', queries: ['findOwnRow'] },
      summary:
        'Grade a due review from the submits since it was opened: a solution taken is again, wrong tries hard, a fast first try easy, else good',
      access: 'user',
      body: reviewGradeRequestSchema,
      success: {
        status: 200,
        description: 'The grade and the card’s next due date',
        schema: reviewGradeResponseSchema,
      },
      errors: [400, 401, 404, 409, 429],
    },
  },
);

export type ReviewRoutesDeps = {
  review: ReviewService;
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  /** Per-user limit on gradings (mounted after requireAuth). */
  gradeLimiter: RequestHandler;
};

/** The routes of REVIEW_ROUTES, mounted at /api. */
export function createReviewRoutes(deps: ReviewRoutesDeps): Router {
  const { review, problems } = deps;
  return routerOf(REVIEW_ROUTES, deps, {
    queue: async (req, res) => {
      const userId = signedInUser(req).id;
      const queue = await review.queue(userId);
      // A card of a problem that became secret (a contest now holds it) is left out until it is public again.
      const reader = problems.forViewer(userViewer(userId));
      const [due, upcoming] = await Promise.all([
        reader.keepVisible(queue.due, (c) => c.card.problemId),
        reader.keepVisible(queue.upcoming, (c) => c.card.problemId),
      ]);
      const { now } = queue;
      res.json({
        now: now.toISOString(),
        dueCount: due.length,
        due: due.map(cardJson),
        upcoming: upcoming.map(cardJson),
      } satisfies ReviewQueue);
    },
    grade: {
      before: [deps.gradeLimiter],
      handle: async (req, res, { body }) => {
        const problemId = await problemOfPath(problems, req);
        const { startedAt } = body;
        const graded = await review.grade(
          signedInUser(req).id,
          problemId,
          startedAt === undefined ? undefined : new Date(startedAt),
        );
        res.json({ rating: graded.rating, card: cardJson(graded.card) } satisfies ReviewGradeResponse);
      },
    },
  });
}
