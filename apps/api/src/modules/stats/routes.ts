import { Router } from 'express';
import type { RequestHandler } from 'express';
import { leaderboardQuerySchema, recentSubmissionsQuerySchema } from '@codecourt/contracts';
import type { Activity, RecentSubmission } from '@codecourt/contracts';
import { sendSerialisedJson } from '../../lib/send-serialised-json.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { StatsService } from './service.js';
import type { StatsDocuments } from './stats-documents.js';

export type StatsRoutesDeps = { stats: StatsService; documents: StatsDocuments; requireAuth: RequestHandler };

/** /api/stats: the signed-in user's progress (stats, activity, recent submissions) and the public leaderboard. */
export function createStatsRoutes({ stats, documents, requireAuth }: StatsRoutesDeps): Router {
  const router = Router();

  router.get('/my-stats', requireAuth, async (req, res) => {
    sendSerialisedJson(req, res, await documents.statsOf(signedInUser(req).id));
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
    sendSerialisedJson(req, res, await documents.leaderboardPage(page, limit));
  });

  return router;
}
