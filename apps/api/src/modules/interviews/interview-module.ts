import type { RequestHandler, Router } from 'express';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import type { UpgradeRoute } from '../../lib/upgrades.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { userViewer, viewerOf } from '../problems/visibility/problem-viewer.js';
import { createSubmissionService } from '../submissions/service.js';
import type { SubmissionServiceDeps } from '../submissions/service.js';
import { createFeedbackRepository } from './feedback/feedback-repository.js';
import { createInterviewerSide } from './feedback/interviewer-side.js';
import { createReplay } from './replay/replay.js';
import { createInterviewRepository } from './repository.js';
import { createRoomAccess } from './room-access.js';
import { createInterviewRoutes } from './routes.js';
import { createRoomRuns } from './runs/room-runs.js';
import { createInterviewService } from './service.js';
import { createRoomDocuments } from './sync/room-documents.js';
import { createRedisFanout } from './sync/room-fanout.js';
import { createSyncUpgrade } from './sync/sync-upgrade.js';
import type { UpgradeSignIn } from './sync/sync-upgrade.js';

export type InterviewModuleDeps = {
  db: Database;
  users: {
    findById: (id: string) => Promise<UserRow | undefined>;
    findByPublicHandle: (handle: string) => Promise<UserRow | undefined>;
  };
  /** The visibility rule: a room's problem is one its creator may read in full. */
  problems: ProblemVisibility;
  /** What the normal Run judges with: a room's runs of a library problem go through it. */
  submissionDeps: Omit<SubmissionServiceDeps, 'problemsOf'>;
  requireAuth: RequestHandler;
  writeLimiter: RequestHandler;
  joinLimiter: RequestHandler;
  /** The normal Run's limiter: a room's runs and submits count with the user's other runs. */
  runLimiter: RequestHandler;
  /** Notes are saved as they are typed. */
  notesLimiter: RequestHandler;
  /** How the WebSocket upgrade signs in, outside Express. */
  signIn: UpgradeSignIn;
  logger: Logger;
  /** With several instances: a room's edits reach its sockets on the others through Redis pub/sub. */
  redis?: Redis | undefined;
  now?: (() => Date) | undefined;
};

/** Interview rooms: the REST routes under /api/interviews and the shared document's WebSocket path. */
export function createInterviewModule(deps: InterviewModuleDeps): { router: Router; upgrade: UpgradeRoute } {
  const repository = createInterviewRepository(deps.db);
  const documents = createRoomDocuments(repository, deps.logger, {
    fanout: deps.redis ? createRedisFanout(deps.redis, deps.logger) : undefined,
  });
  const now = deps.now ?? (() => new Date());
  const problemsOf = (user: UserRow) => deps.problems.forViewer(viewerOf(user));
  const feedback = createFeedbackRepository(deps.db);
  const interviews = createInterviewService({
    interviews: repository,
    users: deps.users,
    problemsOf,
    feedbackSharedIn: (ids) => feedback.sharedIn(ids),
    now,
    onEnded: (id) => documents.end(id),
  });
  const access = createRoomAccess(repository);
  const submissions = createSubmissionService({
    ...deps.submissionDeps,
    problemsOf: (userId) => deps.problems.forViewer(userViewer(userId)),
  });
  const runs = createRoomRuns({
    access,
    documents,
    runLibrary: (user, problemId, body, requestId) =>
      submissions.run(user.id, problemId, body, { requestId }),
    problemsOf,
    gateway: deps.submissionDeps.gateway,
    now,
  });
  const sync = createSyncUpgrade({
    signIn: deps.signIn,
    syncAccess: (id, user) => interviews.syncAccess(id, user),
    documents,
    logger: deps.logger,
  });
  return {
    router: createInterviewRoutes({
      ...deps,
      interviews,
      runs,
      interviewerSide: createInterviewerSide({ access, feedback, now }),
      replay: createReplay({ access, updates: repository }),
    }),
    upgrade: {
      serves: (req) => sync.serves(req),
      handle: (req, socket, head) => {
        sync.handle(req, socket, head);
      },
      close: () => documents.close(),
    },
  };
}
