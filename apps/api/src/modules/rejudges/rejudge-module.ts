import type { RequestHandler, Router } from 'express';
import { createRejudgeRoutes } from './routes.js';
import { createRejudgeService } from './rejudge-service.js';
import type { RejudgeServiceDeps } from './rejudge-service.js';

export type RejudgeModuleDeps = Omit<RejudgeServiceDeps, 'now'> & {
  requireAuth: RequestHandler;
  rejudgeLimiter: RequestHandler;
  now?: (() => Date) | undefined;
};

/** The routes of /api/rejudges with their parts, mounted at /api. */
export function createRejudgeModule({
  requireAuth,
  rejudgeLimiter,
  now,
  ...deps
}: RejudgeModuleDeps): Router {
  const rejudges = createRejudgeService({ ...deps, now: now ?? (() => new Date()) });
  return createRejudgeRoutes({ rejudges, requireAuth, rejudgeLimiter });
}
