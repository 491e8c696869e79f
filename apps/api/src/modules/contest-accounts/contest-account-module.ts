import type { RequestHandler, Router } from 'express';
import type { Database } from '../../db/client.js';
import { createContestAccountRepository } from './repository.js';
import { createContestAccountRoutes } from './routes.js';
import { createContestAccountService } from './service.js';

/** Batch accounts for a contest: the admin route over its service and repository. */
export function createContestAccountModule(deps: {
  db: Database;
  requireAuth: RequestHandler;
  importLimiter: RequestHandler;
}): Router {
  const service = createContestAccountService({ accounts: createContestAccountRepository(deps.db) });
  return createContestAccountRoutes({ ...deps, service });
}
