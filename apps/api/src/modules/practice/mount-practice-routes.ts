import type { Express, RequestHandler } from 'express';
import type { Database } from '../../db/client.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { createDailyRepository } from './daily-repository.js';
import { createDailyRoutes } from './daily-routes.js';
import { createDailyService } from './daily-service.js';
import { createDraftsRepository } from './drafts-repository.js';
import { createDraftsRoutes } from './drafts-routes.js';
import { createNotesRepository } from './notes-repository.js';
import { createNotesRoutes } from './notes-routes.js';
import { createSolutionTakesRoutes } from './solution-takes-routes.js';
import { createStandingRoutes } from './standing-routes.js';

export type PracticeDeps = {
  db: Database;
  /** The visibility rule: notes, drafts and takes of a problem the user may not see read as none. */
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
  /** Per-user limit on autosaved writes (mounted after requireAuth). */
  autosaveLimiter: RequestHandler;
  /** Today's date comes from it: tests move it across midnight UTC. */
  clock: () => Date;
};

/** /api/daily, /api/notes, /api/drafts, /api/solution-takes and /api/standing: what a user keeps coming back to practise with. */
export function mountPracticeRoutes(app: Express, deps: PracticeDeps): void {
  const { db, problems, requireAuth, optionalAuth, autosaveLimiter } = deps;
  const daily = createDailyService(createDailyRepository(db), deps.clock, problems.secretIds);
  app.use('/api', createDailyRoutes({ daily, optionalAuth }));
  app.use(
    '/api',
    createNotesRoutes({
      notes: createNotesRepository(db),
      problems,
      requireAuth,
      writeLimiter: autosaveLimiter,
    }),
  );
  app.use(
    '/api',
    createDraftsRoutes({
      drafts: createDraftsRepository(db),
      problems,
      requireAuth,
      writeLimiter: autosaveLimiter,
    }),
  );
  app.use(
    '/api',
    createSolutionTakesRoutes({
      db,
      problems,
      requireAuth,
      writeLimiter: autosaveLimiter,
      clock: deps.clock,
    }),
  );
  app.use('/api', createStandingRoutes({ db, requireAuth }));
}
