import type { RequestHandler, Router } from 'express';
import { dailyProblemSchema } from '@codecourt/contracts';
import type { DailyProblem } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { currentUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { DailyService } from './daily-service.js';

/** /api/daily: today's problem for everyone; a signed-in user also gets whether it is solved and the daily streak. */
export const DAILY_ROUTES = defineRoutes(
  { prefix: '/daily', tag: 'practice' },
  {
    today: {
      method: 'get',
      path: '',
      problemRead: {
        viewer: 'everyone (one pick a day)',
        queries: ['secretIds'],
        note: 'never picked; a pick that became secret reads as none',
      },
      summary:
        'Today’s problem (UTC day), the same for everyone; signed in, also whether it is solved and the daily streak',
      access: 'public',
      signIn: 'optional',
      success: { status: 200, description: 'The daily problem', schema: dailyProblemSchema },
      errors: [404],
    },
  },
);

export type DailyRoutesDeps = { daily: DailyService; optionalAuth: RequestHandler };

/** The route of DAILY_ROUTES, mounted at /api. */
export function createDailyRoutes(deps: DailyRoutesDeps): Router {
  const { daily } = deps;
  return routerOf(DAILY_ROUTES, deps, {
    today: async (req, res) => {
      const today = await daily.today();
      if (!today) throw appError('noDailyProblem', 404);
      const { id, ...summary } = today.problem;
      const user = currentUser(req);
      const progress = user ? await daily.progressOf(user.id, today.date) : undefined;
      res.json({
        date: today.date,
        problem: { _id: id, ...summary },
        solved: progress?.solved ?? null,
        dailyStreak: progress?.dailyStreak ?? null,
      } satisfies DailyProblem);
    },
  });
}
