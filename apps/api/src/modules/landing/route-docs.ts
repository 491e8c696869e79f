import { landingResponseSchema } from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/landing in the OpenAPI document. */
export const LANDING_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/landing',
    tag: 'system',
    summary:
      "The landing page's figures (marketing, live or off, as the content file says; recomputed at most every 30 s), company names and success stories",
    access: 'public',
    success: { status: 200, description: 'The landing content', schema: landingResponseSchema },
    errors: [],
  },
];
