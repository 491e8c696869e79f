import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { DailyProblem } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { currentUser } from '../../middleware/auth-context.js';
import type { DailyService } from './daily-service.js';

export type DailyRoutesDeps = { daily: DailyService; optionalAuth: RequestHandler };

/** /api/daily: today's problem for everyone; a signed-in user also gets whether it is solved and the daily streak. */
export function createDailyRoutes({ daily, optionalAuth }: DailyRoutesDeps): Router {
  const router = Router();

  router.get('/', optionalAuth, async (req, res) => {
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
  });

  return router;
}
