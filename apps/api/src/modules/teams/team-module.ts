import type { RequestHandler, Router } from 'express';
import type { Database } from '../../db/client.js';
import { createTeamRepository } from './repository.js';
import { createTeamRoutes } from './routes.js';
import { createTeamService } from './service.js';

/** Teams: the routes under /api/teams over their repository. */
export function createTeamModule(deps: {
  db: Database;
  requireAuth: RequestHandler;
  writeLimiter: RequestHandler;
  joinLimiter: RequestHandler;
}): Router {
  const teams = createTeamService({ teams: createTeamRepository(deps.db) });
  return createTeamRoutes({ ...deps, teams });
}
