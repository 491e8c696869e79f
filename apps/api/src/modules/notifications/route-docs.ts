import { z } from 'zod';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/notifications in the OpenAPI document: every route reads or changes the signed-in user's own. */
export const NOTIFICATION_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/notifications',
    tag: 'notifications',
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
  {
    method: 'get',
    path: '/notifications/events',
    tag: 'notifications',
    summary: 'The unread count, live: sent at once, then after every change of the user’s notifications',
    access: 'user',
    success: {
      status: 200,
      description: 'text/event-stream: `event: unread` with data {unreadCount}; comment lines are heartbeats',
      schema: z.string(),
      contentType: 'text/event-stream',
    },
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/notifications/{id}/read',
    tag: 'notifications',
    summary: 'Mark one of the user’s notifications as read (another user’s answers 404)',
    access: 'user',
    success: { status: 200, description: 'The unread count after it', schema: unreadCountSchema },
    errors: [401, 404],
  },
  {
    method: 'post',
    path: '/notifications/read-all',
    tag: 'notifications',
    summary: 'Mark every notification of the user as read',
    access: 'user',
    success: { status: 200, description: '{unreadCount: 0}', schema: unreadCountSchema },
    errors: [401],
  },
];
