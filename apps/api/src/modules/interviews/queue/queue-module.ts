import type { RequestHandler, Router } from 'express';
import type { Database } from '../../../db/client.js';
import type { ProblemVisibility } from '../../problems/visibility/problem-visibility.js';
import { userViewer, viewerOf } from '../../problems/visibility/problem-viewer.js';
import type { Draw } from './pick-problems.js';
import { createPeerRoomService } from './peer-room-service.js';
import { createQueueRepository } from './queue-repository.js';
import { createInterviewQueueRoutes } from './queue-routes.js';
import { createQueueService } from './queue-service.js';
import type { QueueServiceDeps } from './queue-service.js';

export type InterviewQueueModuleDeps = {
  db: Database;
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  queueLimiter: RequestHandler;
  now?: (() => Date) | undefined;
  /** How problems are drawn (the system's random source unless a test fixes it). */
  draw?: Draw | undefined;
  /** Tells both peers of their match (the notifications module). */
  onMatched?: QueueServiceDeps['onMatched'];
};

/** Peer practice (issue #41 item 5): mount before the rooms' router, whose `/{id}` would take `queue`. */
export function createInterviewQueueModule(deps: InterviewQueueModuleDeps): Router {
  const now = deps.now ?? (() => new Date());
  const repository = createQueueRepository(deps.db);
  const queue = createQueueService({
    queue: repository,
    // Admins too are matched on the public library: a peer room never holds a secret problem.
    problemsOf: (userId) => deps.problems.forViewer(userViewer(userId)),
    now,
    draw: deps.draw,
    onMatched: deps.onMatched,
  });
  const peerRooms = createPeerRoomService({
    queue: repository,
    problemsOf: (user) => deps.problems.forViewer(viewerOf(user)),
    rematch: queue.rematch,
    now,
  });
  return createInterviewQueueRoutes({ ...deps, queue, peerRooms });
}
