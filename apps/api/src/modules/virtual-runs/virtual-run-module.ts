import type { RequestHandler, Router } from 'express';
import type { Database } from '../../db/client.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { userViewer } from '../problems/visibility/problem-viewer.js';
import { createContestRepository } from '../contests/repository.js';
import { createSubmissionService } from '../submissions/service.js';
import type { SubmissionServiceDeps } from '../submissions/service.js';
import { createMyVirtualRunRoutes, createVirtualRunRoutes } from './routes.js';
import { createVirtualRunRepository } from './virtual-run-repository.js';
import { createVirtualRunService } from './virtual-run-service.js';

/** A contest's field is read again after this long: it changes only when a rejudge does. */
export const FIELD_MAX_AGE_MS = 30_000;

export type VirtualRunModuleDeps = {
  db: Database;
  /** The visibility rule: a run judges a problem only while its user may practise it. */
  problems: ProblemVisibility;
  submissionDeps: Omit<SubmissionServiceDeps, 'problemsOf'>;
  requireAuth: RequestHandler;
  submissionLimiter: RequestHandler;
  startLimiter: RequestHandler;
  now?: (() => Date) | undefined;
};

/** Virtual runs: routes under /api/contests and /api/virtual-runs, put together. */
export function createVirtualRunModule(deps: VirtualRunModuleDeps): { contests: Router; mine: Router } {
  const runs = createVirtualRunService({
    contests: createContestRepository(deps.db),
    runs: createVirtualRunRepository(deps.db),
    // A problem still secret (another contest holding it has not ended) is judged for no run.
    submissions: createSubmissionService({
      ...deps.submissionDeps,
      problemsOf: (userId) => deps.problems.forViewer(userViewer(userId)),
    }),
    now: deps.now ?? (() => new Date()),
    fieldMaxAgeMs: FIELD_MAX_AGE_MS,
  });
  return {
    contests: createVirtualRunRoutes({ ...deps, runs }),
    mine: createMyVirtualRunRoutes({ runs, requireAuth: deps.requireAuth }),
  };
}
