import { Router } from 'express';
import type { LandingResponse } from '@codecourt/contracts';
import type { LandingService } from './service.js';

/** /api/landing: public, the same for everyone. */
export function createLandingRoutes(landing: LandingService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json((await landing.landing()) satisfies LandingResponse);
  });
  return router;
}
