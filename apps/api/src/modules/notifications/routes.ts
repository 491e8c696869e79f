import { Router } from 'express';
import type { RequestHandler } from 'express';
import { MESSAGES, idSchema, notificationListQuerySchema } from '@codecourt/contracts';
import type { NotificationListResponse, UnreadCount } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { LiveNotifications } from './live-notifications.js';
import { toNotificationJson } from './notification-json.js';
import type { NotificationRepository } from './repository.js';

export type NotificationRoutesDeps = {
  notifications: NotificationRepository;
  live: LiveNotifications;
  requireAuth: RequestHandler;
  /** Per user, on opening the live stream (a held connection). */
  eventsLimiter: RequestHandler;
};

const notFound = () => new AppError('notificationNotFound', MESSAGES.notificationNotFound, 404);

/** /api/notifications: the signed-in user's own notifications, nobody else's. */
export function createNotificationRoutes(deps: NotificationRoutesDeps): Router {
  const router = Router();
  const { notifications, requireAuth } = deps;

  router.get('/', requireAuth, validate('query', notificationListQuerySchema), async (req, res) => {
    const { page, limit } = parsed(req, 'query', notificationListQuerySchema);
    const userId = signedInUser(req).id;
    const [rows, unreadCount] = await Promise.all([
      notifications.page(userId, page, limit),
      notifications.unreadCount(userId),
    ]);
    res.json({ notifications: rows.map(toNotificationJson), unreadCount } satisfies NotificationListResponse);
  });

  router.get('/events', requireAuth, deps.eventsLimiter, async (req, res) => {
    await deps.live(signedInUser(req).id, res);
  });

  router.post('/read-all', requireAuth, async (req, res) => {
    await notifications.markAllRead(signedInUser(req).id);
    res.json({ unreadCount: 0 } satisfies UnreadCount);
  });

  router.post('/:id/read', requireAuth, async (req, res) => {
    const id = String(req.params.id);
    const userId = signedInUser(req).id;
    // Another user's notification answers 404 like a missing one: ids are not confirmed to strangers.
    if (!idSchema.safeParse(id).success || !(await notifications.markRead(userId, id))) throw notFound();
    res.json({ unreadCount: await notifications.unreadCount(userId) } satisfies UnreadCount);
  });

  return router;
}
