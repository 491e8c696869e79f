import { reviewGradeRequestSchema, reviewGradeResponseSchema, reviewQueueSchema } from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/review in the OpenAPI document. */
export const REVIEW_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/review',
    tag: 'practice',
    summary:
      'The signed-in user’s review cards (one per solved problem, FSRS): those due now and the next due dates',
    access: 'user',
    success: { status: 200, description: 'Due and upcoming cards', schema: reviewQueueSchema },
    errors: [401],
  },
  {
    method: 'post',
    path: '/review/{problemId}',
    tag: 'practice',
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
];
