import type { Router } from 'express';
import { landingResponseSchema } from '@codecourt/contracts';
import type { LandingResponse } from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { LandingService } from './service.js';

/** /api/landing: public, the same for everyone. */
export const LANDING_ROUTES = defineRoutes(
  { prefix: '/landing', tag: 'system' },
  {
    landing: {
      method: 'get',
      path: '',
      problemRead: { viewer: 'VISITOR', queries: ['listSummaries', 'stats'] },
      summary:
        "The landing page's figures (marketing, live or off, as the content file says; recomputed at most every 30 s), company names and success stories",
      access: 'public',
      success: { status: 200, description: 'The landing content', schema: landingResponseSchema },
      errors: [],
    },
  },
);

/** The landing route, mounted at /api. */
export function createLandingRoutes(landing: LandingService): Router {
  return routerOf(
    LANDING_ROUTES,
    {},
    {
      landing: async (_req, res) => {
        res.json((await landing.landing()) satisfies LandingResponse);
      },
    },
  );
}
