import type { Notification } from '@codecourt/contracts';
import type { NotificationWithActor } from './repository.js';

export function toNotificationJson(row: NotificationWithActor): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    actor: row.actor,
    subject: row.subject,
    href: row.href,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
