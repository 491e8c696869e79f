import { Router } from 'express';
import type { HealthService } from './service.js';

/** GET /api/health: the readiness probe; 503 while the database or queue is down. */
export function createHealthRoutes(health: HealthService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const report = await health.check();
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  });
  return router;
}
