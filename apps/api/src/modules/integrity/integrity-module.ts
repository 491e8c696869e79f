import type { RequestHandler, Router } from 'express';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { ContestChange } from '../contest-scores/contest-changes.js';
import { createIntegrityService } from './integrity-service.js';
import { createIntegrityRoutes } from './routes.js';

export type IntegrityModuleDeps = {
  db: Database;
  logger: Logger;
  requireAuth: RequestHandler;
  reportLimiter: RequestHandler;
  caughtUp?: ((change: ContestChange) => Promise<void>) | undefined;
  now?: (() => Date) | undefined;
};

/** The routes of /api/integrity with their parts, mounted at /api. */
export function createIntegrityModule(deps: IntegrityModuleDeps): Router {
  const integrity = createIntegrityService({
    db: deps.db,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    caughtUp: deps.caughtUp,
  });
  return createIntegrityRoutes({
    integrity,
    requireAuth: deps.requireAuth,
    reportLimiter: deps.reportLimiter,
  });
}
