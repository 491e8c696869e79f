import { offeredLanguagesResponseSchema } from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** The judge's own routes in the OpenAPI document. */
export const JUDGE_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/judge/languages',
    tag: 'submission',
    summary:
      'The language ids the judge can run now (its toolchain probe; with separate workers, those of the live workers)',
    access: 'public',
    success: { status: 200, description: 'The offered language ids', schema: offeredLanguagesResponseSchema },
    errors: [],
  },
];
