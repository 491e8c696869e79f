import type { RequestHandler, Router } from 'express';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import type { UpgradeRoute } from '../../lib/upgrades.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { viewerOf } from '../problems/visibility/problem-viewer.js';
import { createInterviewRepository } from './repository.js';
import { createInterviewRoutes } from './routes.js';
import { createInterviewService } from './service.js';
import { createRoomDocuments } from './sync/room-documents.js';
import { createRedisFanout } from './sync/room-fanout.js';
import { createSyncUpgrade } from './sync/sync-upgrade.js';
import type { UpgradeSignIn } from './sync/sync-upgrade.js';

export type InterviewModuleDeps = {
  db: Database;
  users: { findById: (id: string) => Promise<UserRow | undefined> };
  /** The visibility rule: a room's problem is one its creator may read in full. */
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  writeLimiter: RequestHandler;
  joinLimiter: RequestHandler;
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
  const interviews = createInterviewService({
    interviews: repository,
    users: deps.users,
    problemsOf: (user) => deps.problems.forViewer(viewerOf(user)),
    now: deps.now ?? (() => new Date()),
    onEnded: (id) => void documents.end(id),
  });
  const sync = createSyncUpgrade({
    signIn: deps.signIn,
    syncAccess: (id, user) => interviews.syncAccess(id, user),
    documents,
    logger: deps.logger,
  });
  return {
    router: createInterviewRoutes({ ...deps, interviews }),
    upgrade: {
      serves: (req) => sync.serves(req),
      handle: (req, socket, head) => {
        sync.handle(req, socket, head);
      },
      close: () => documents.close(),
    },
  };
}
