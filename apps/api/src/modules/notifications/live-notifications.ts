import type { Response } from 'express';
import { NOTIFICATION_EVENTS } from '@codecourt/contracts';
import type { UnreadCount } from '@codecourt/contracts';
import type { ListenToChanges } from '../../db/change-feed.js';
import { startEventStream } from '../../lib/event-stream-response.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { onShutdown } from '../../lib/shutdown-signal.js';
import type { NotificationRepository } from './repository.js';
import { NOTIFICATION_CHANGES_CHANNEL, contestOfPayload } from './repository.js';

export type LiveNotificationsDeps = {
  notifications: Pick<NotificationRepository, 'unreadCount' | 'participantsAmong'>;
  listen?: ListenToChanges | undefined;
  logger: Logger;
  heartbeatMs: number;
  /** Aborted when the server starts to stop: open streams end (the client reconnects elsewhere). */
  shutdown?: AbortSignal | undefined;
};

type Send = (count: UnreadCount) => void;

/**
 * GET /notifications/events: the signed-in user's unread count now and after every change of their
 * notifications, from any instance (the change feed carries the user's id). The channel is listened to
 * once per instance, on the first stream; each change costs one count query per user watching.
 */
export function createLiveNotifications(deps: LiveNotificationsDeps) {
  const watchers = new Map<string, Set<Send>>();
  let listening: Promise<void> | undefined;

  const tell = async (userId: string) => {
    const sends = watchers.get(userId);
    if (!sends?.size) return;
    const unreadCount = await deps.notifications.unreadCount(userId);
    for (const send of sends) send({ unreadCount });
  };
  // A contest's payload stands for its participants: those watching here are looked up in one query.
  const recipientsOf = async (payload: string): Promise<readonly string[]> => {
    const contestId = contestOfPayload(payload);
    if (contestId === undefined) return [payload];
    return deps.notifications.participantsAmong(contestId, [...watchers.keys()]);
  };
  const onChange = (payload?: string) => {
    if (!payload) return;
    recipientsOf(payload)
      .then((userIds) => Promise.all(userIds.map(tell)))
      .catch((error: unknown) => {
        deps.logger.warn({ err: toLoggableError(error) }, 'could not push a notification count');
      });
  };
  // After the feed was down, every watcher may have missed changes: tell them all again.
  const onLive = (live: boolean) => {
    if (live) for (const userId of watchers.keys()) onChange(userId);
  };
  const ensureListening = () => {
    if (!deps.listen) return Promise.resolve();
    listening ??= deps.listen(NOTIFICATION_CHANGES_CHANNEL, { onChange, onLive }).catch((error: unknown) => {
      listening = undefined;
      deps.logger.warn({ err: toLoggableError(error) }, 'notification changes not followed');
    });
    return listening;
  };

  return async function stream(userId: string, res: Response): Promise<void> {
    await ensureListening();
    const stopHeartbeat = startEventStream(res, deps.heartbeatMs);
    let ended = false;
    const send: Send = (count) => {
      if (!ended) res.write(`event: ${NOTIFICATION_EVENTS.unread}\ndata: ${JSON.stringify(count)}\n\n`);
    };
    const sends = watchers.get(userId) ?? new Set<Send>();
    sends.add(send);
    watchers.set(userId, sends);
    const end = () => {
      if (ended) return;
      ended = true;
      stopHeartbeat();
      sends.delete(send);
      if (sends.size === 0) watchers.delete(userId);
      forgetShutdown();
      res.end();
    };
    res.on('close', end);
    const forgetShutdown = onShutdown(deps.shutdown, end);
    res.write(': connected\n\n');
    if (deps.shutdown?.aborted) {
      end();
      return;
    }
    try {
      send({ unreadCount: await deps.notifications.unreadCount(userId) });
    } catch (error) {
      deps.logger.warn({ err: toLoggableError(error) }, 'could not start a notification stream');
      end();
    }
  };
}

export type LiveNotifications = ReturnType<typeof createLiveNotifications>;
