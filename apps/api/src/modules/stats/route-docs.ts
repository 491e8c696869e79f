import {
  activityResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  recentSubmissionsQuerySchema,
  recentSubmissionsResponseSchema,
  statsSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/stats in the OpenAPI document. */
export const STATS_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/stats/my-stats',
    tag: 'stats',
    summary:
      'The signed-in user’s progress: solved counts, acceptance rate, UTC-day streaks, topics, badges, ranking (zeros for a new user)',
    access: 'user',
    success: { status: 200, description: 'The stats object', schema: statsSchema },
    errors: [401],
  },
  {
    method: 'get',
    path: '/stats/activity',
    tag: 'stats',
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
  {
    method: 'get',
    path: '/stats/recent-submissions',
    tag: 'stats',
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
  {
    method: 'get',
    path: '/stats/leaderboard',
    tag: 'stats',
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
];
