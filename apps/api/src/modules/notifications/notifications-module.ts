import type { RequestHandler, Router } from 'express';
import type { ListenToChanges } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { DiscussionNotifier } from '../discussions/service.js';
import { createLiveNotifications } from './live-notifications.js';
import {
  notifyClarificationAnswered,
  notifyDiscussionReply,
  notifyDiscussionVote,
  notifyPeerMatched,
} from './notify-events.js';
import { createNotificationRepository } from './repository.js';
import { createNotificationRoutes } from './routes.js';

export type NotificationModuleDeps = {
  db: Database;
  listen?: ListenToChanges | undefined;
  logger: Logger;
  requireAuth: RequestHandler;
  eventsLimiter: RequestHandler;
  heartbeatMs: number;
  shutdown?: AbortSignal | undefined;
};

/** What contests call when an admin answers a participant's question (see /tmp/notify-contract.md). */
export type ClarificationNotifier = (
  event: Parameters<typeof notifyClarificationAnswered>[1],
) => Promise<void>;

/** What peer practice calls when it matches two users into a room. */
export type PeerMatchNotifier = (event: Parameters<typeof notifyPeerMatched>[1]) => Promise<void>;

/**
 * /api/notifications with the notifiers other modules call. A notification is a side effect: one that
 * cannot be stored is logged, and the reply, vote or answer it follows still succeeds.
 */
export function createNotificationModule(deps: NotificationModuleDeps): {
  router: Router;
  discussions: DiscussionNotifier;
  clarificationAnswered: ClarificationNotifier;
  peerMatched: PeerMatchNotifier;
} {
  const notifications = createNotificationRepository(deps.db);
  const live = createLiveNotifications({
    notifications,
    listen: deps.listen,
    logger: deps.logger,
    heartbeatMs: deps.heartbeatMs,
    shutdown: deps.shutdown,
  });
  const safely =
    <E>(what: string, notify: (db: Database, event: E) => Promise<void>) =>
    async (event: E) => {
      try {
        await notify(deps.db, event);
      } catch (error) {
        deps.logger.warn({ err: toLoggableError(error) }, `could not store a ${what} notification`);
      }
    };
  return {
    router: createNotificationRoutes({
      notifications,
      live,
      requireAuth: deps.requireAuth,
      eventsLimiter: deps.eventsLimiter,
    }),
    discussions: {
      replied: safely('reply', notifyDiscussionReply),
      voted: safely('vote', notifyDiscussionVote),
    },
    clarificationAnswered: safely('clarification', notifyClarificationAnswered),
    peerMatched: safely('peer match', notifyPeerMatched),
  };
}
