import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import {
  idSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountSchema,
} from '@codecourt/contracts';
import type { NotificationListResponse, UnreadCount } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { LiveNotifications } from './live-notifications.js';
import { toNotificationJson } from './notification-json.js';
import type { NotificationRepository } from './repository.js';

/** /api/notifications: the signed-in user's own notifications, nobody else's. */
export const NOTIFICATION_ROUTES = defineRoutes(
  { prefix: '/notifications', tag: 'notifications' },
  {
    list: {
      method: 'get',
      path: '',
      summary:
        'The signed-in user’s notifications, newest first (a reply to or a vote on their discussion, a badge earned, a registered contest starting, a clarification answered), paged, with the unread count',
      access: 'user',
      query: notificationListQuerySchema,
      success: {
        status: 200,
        description: '{notifications, unreadCount}',
        schema: notificationListResponseSchema,
      },
      errors: [400, 401],
    },
    events: {
      method: 'get',
      path: '/events',
      summary: 'The unread count, live: sent at once, then after every change of the user’s notifications',
      access: 'user',
      success: {
        status: 200,
        description:
          'text/event-stream: `event: unread` with data {unreadCount}; comment lines are heartbeats',
        schema: z.string(),
        contentType: 'text/event-stream',
      },
      errors: [401, 429],
    },
    readAll: {
      method: 'post',
      path: '/read-all',
      summary: 'Mark every notification of the user as read',
      access: 'user',
      success: { status: 200, description: '{unreadCount: 0}', schema: unreadCountSchema },
      errors: [401],
    },
    read: {
      method: 'post',
      path: '/{id}/read',
      summary: 'Mark one of the user’s notifications as read (another user’s answers 404)',
      access: 'user',
      success: { status: 200, description: 'The unread count after it', schema: unreadCountSchema },
      errors: [401, 404],
    },
  },
);

export type NotificationRoutesDeps = {
  notifications: NotificationRepository;
  live: LiveNotifications;
  requireAuth: RequestHandler;
  /** Per user, on opening the live stream (a held connection). */
  eventsLimiter: RequestHandler;
};

const notFound = () => appError('notificationNotFound', 404);

/** The routes of NOTIFICATION_ROUTES, mounted at /api. */
export function createNotificationRoutes(deps: NotificationRoutesDeps): Router {
  const { notifications } = deps;
  return routerOf(NOTIFICATION_ROUTES, deps, {
    list: async (req, res, { query }) => {
      const userId = signedInUser(req).id;
      const [rows, unreadCount] = await Promise.all([
        notifications.page(userId, query.page, query.limit),
        notifications.unreadCount(userId),
      ]);
      res.json({
        notifications: rows.map(toNotificationJson),
        unreadCount,
      } satisfies NotificationListResponse);
    },
    events: {
      before: [deps.eventsLimiter],
      handle: async (req, res) => {
        await deps.live(signedInUser(req).id, res);
      },
    },
    readAll: async (req, res) => {
      await notifications.markAllRead(signedInUser(req).id);
      res.json({ unreadCount: 0 } satisfies UnreadCount);
    },
    read: async (req, res) => {
      const id = String(req.params.id);
      const userId = signedInUser(req).id;
      // Another user's notification answers 404 like a missing one: ids are not confirmed to strangers.
      if (!idSchema.safeParse(id).success || !(await notifications.markRead(userId, id))) throw notFound();
      res.json({ unreadCount: await notifications.unreadCount(userId) } satisfies UnreadCount);
    },
  });
}
