import type { Router } from 'express';
import { healthResponseSchema } from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { HealthService } from './service.js';

/** GET /api/health: the readiness probe. */
export const HEALTH_ROUTES = defineRoutes(
  { prefix: '/health', tag: 'system' },
  {
    health: {
      method: 'get',
      path: '',
      summary: 'Readiness probe: database, judge queue and sandbox status',
      access: 'public',
      success: {
        status: 200,
        description: 'Everything is up (503 with the same body when degraded)',
        schema: healthResponseSchema,
      },
      errors: [503],
    },
  },
);

/** The health route, mounted at /api: 503 while the database or queue is down. */
export function createHealthRoutes(health: HealthService): Router {
  return routerOf(
    HEALTH_ROUTES,
    {},
    {
      health: async (_req, res) => {
        const report = await health.check();
        res.status(report.status === 'ok' ? 200 : 503).json(report);
      },
    },
  );
}
