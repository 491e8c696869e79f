import { Router } from 'express';
import type { RequestHandler } from 'express';
import { leaderboardQuerySchema, recentSubmissionsQuerySchema } from '@codecourt/contracts';
import type { Activity, LeaderboardRow, RecentSubmission, Stats } from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { StatsService } from './service.js';

export type StatsRoutesDeps = { stats: StatsService; requireAuth: RequestHandler };

/** /api/stats: the signed-in user's progress (stats, activity, recent submissions) and the public leaderboard. */
export function createStatsRoutes({ stats, requireAuth }: StatsRoutesDeps): Router {
  const router = Router();

  router.get('/my-stats', requireAuth, async (req, res) => {
    res.json((await stats.statsOf(signedInUser(req).id)) satisfies Stats);
  });

  router.get('/activity', requireAuth, async (req, res) => {
    res.json((await stats.activity(signedInUser(req).id)) satisfies Activity);
  });

  router.get(
    '/recent-submissions',
    requireAuth,
    validate('query', recentSubmissionsQuerySchema),
    async (req, res) => {
      const { limit } = parsed(req, 'query', recentSubmissionsQuerySchema);
      res.json((await stats.recentSubmissions(signedInUser(req).id, limit)) satisfies RecentSubmission[]);
    },
  );

  router.get('/leaderboard', validate('query', leaderboardQuerySchema), async (req, res) => {
    const { page, limit } = parsed(req, 'query', leaderboardQuerySchema);
    res.json((await stats.leaderboard(page, limit)) satisfies LeaderboardRow[]);
  });

  return router;
}
