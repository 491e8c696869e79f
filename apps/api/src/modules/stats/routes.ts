import type { RequestHandler, Router } from 'express';
import {
  activityResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  recentSubmissionsQuerySchema,
  recentSubmissionsResponseSchema,
  statsSchema,
} from '@codecourt/contracts';
import type { Activity, RecentSubmission } from '@codecourt/contracts';
import { sendSerialisedJson } from '../../lib/send-serialised-json.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { StatsService } from './service.js';
import type { StatsDocuments } from './stats-documents.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';

/** /api/stats: the signed-in user's progress (stats, activity, recent submissions) and the public leaderboard. */
export const STATS_ROUTES = defineRoutes(
  { prefix: '/stats', tag: 'stats' },
  {
    myStats: {
      method: 'get',
      path: '/my-stats',
      summary:
        'The signed-in user’s progress: solved counts, acceptance rate, UTC-day streaks, topics, badges, ranking (zeros for a new user)',
      access: 'user',
      success: { status: 200, description: 'The stats object', schema: statsSchema },
      errors: [401],
    },
    activity: {
      method: 'get',
      path: '/activity',
      summary:
        'Accepted submissions per UTC day over the last year (for a heat-map); days without any are left out',
      access: 'user',
      success: {
        status: 200,
        description: 'A bare array of {date: YYYY-MM-DD, accepted}, oldest first',
        schema: activityResponseSchema,
      },
      errors: [401],
    },
    recentSubmissions: {
      method: 'get',
      path: '/recent-submissions',
      problemRead: {
        viewer: 'the user (as a user)',
        queries: ['keepVisible'],
        note: 'the user’s own submissions, titled as now where the user may see the problem, else as submitted',
      },
      summary: 'The signed-in user’s latest judged submissions with their problem, newest first',
      access: 'user',
      query: recentSubmissionsQuerySchema,
      success: {
        status: 200,
        description: 'A bare array of {_id, problemId, title, difficulty, verdict, language, createdAt}',
        schema: recentSubmissionsResponseSchema,
      },
      errors: [400, 401],
    },
    leaderboard: {
      method: 'get',
      path: '/leaderboard',
      summary:
        'One page of the ranking: most solved, then more hard, then more medium, then who reached the total first (equals share a rank)',
      access: 'public',
      query: leaderboardQuerySchema,
      success: {
        status: 200,
        description: 'A bare array of rows, best first; fewer than `limit` rows means the last page',
        schema: leaderboardResponseSchema,
      },
      errors: [400],
    },
  },
);

export type StatsRoutesDeps = {
  stats: StatsService;
  documents: StatsDocuments;
  requireAuth: RequestHandler;
  /** The problems as a user may see them (D16): titles of their recent submissions. */
  problemsOf: (userId: string) => ProblemReader;
};

/** The routes of STATS_ROUTES, mounted at /api. */
export function createStatsRoutes(deps: StatsRoutesDeps): Router {
  const { stats, documents } = deps;
  return routerOf(STATS_ROUTES, deps, {
    myStats: async (req, res) => {
      sendSerialisedJson(req, res, await documents.statsOf(signedInUser(req).id));
    },
    activity: async (req, res) => {
      res.json((await stats.activity(signedInUser(req).id)) satisfies Activity);
    },
    recentSubmissions: async (req, res, { query }) => {
      const { id } = signedInUser(req);
      const recent = await stats.recentSubmissions(id, query.limit, deps.problemsOf(id));
      res.json(recent satisfies RecentSubmission[]);
    },
    leaderboard: async (req, res, { query }) => {
      sendSerialisedJson(req, res, await documents.leaderboardPage(query.page, query.limit));
    },
  });
}
