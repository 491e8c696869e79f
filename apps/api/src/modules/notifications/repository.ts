import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PublicUser } from '@codecourt/contracts';
import { notifyStatement } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { contestParticipations, notifications, users } from '../../db/schema/index.js';
import type { NewNotification, NotificationRow } from '../../db/schema/index.js';
import type { Queryable } from '../../db/transaction.js';

/** Carries the id of the user whose notifications changed; every instance's live streams listen to it. */
export const NOTIFICATION_CHANGES_CHANNEL = 'notification_changes';

/** The payload telling every participant of a contest at once (a user's own payload is their id). */
const CONTEST_PAYLOAD = 'contest:';
export const contestParticipantsPayload = (contestId: string) => `${CONTEST_PAYLOAD}${contestId}`;
/** The contest a payload names, or undefined for a user's own payload. */
export const contestOfPayload = (payload: string): string | undefined =>
  payload.startsWith(CONTEST_PAYLOAD) ? payload.slice(CONTEST_PAYLOAD.length) : undefined;

export type NotificationWithActor = NotificationRow & { actor: PublicUser | null };

const actor = { _id: users.id, firstName: users.firstName, lastName: users.lastName };

/**
 * Stores notifications (a repeated dedupe key is a no-op) and tells the recipients' live streams, in the
 * caller's transaction when there is one, so a rolled-back write tells nobody. `announce`: one payload
 * for them all (a contest's participants) instead of one NOTIFY per recipient.
 */
export async function insertNotifications(
  db: Queryable,
  rows: NewNotification[],
  announce?: string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  const payloads = announce ? [announce] : new Set(stored.map((row) => row.userId));
  if (stored.length > 0)
    for (const payload of payloads) await db.execute(notifyStatement(NOTIFICATION_CHANGES_CHANNEL, payload));
  return stored.length;
}

/** One user's notifications: every read and write is scoped to the user it is for. */
export function createNotificationRepository(db: Database) {
  const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

  return {
    async page(userId: string, page: number, limit: number): Promise<NotificationWithActor[]> {
      const rows = await db
        .select({ notification: notifications, actor })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return rows.map((row) => ({ ...row.notification, actor: row.actor }));
    },

    /** Those of `userIds` who take part in the contest (live or virtual). */
    async participantsAmong(contestId: string, userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ userId: contestParticipations.userId })
        .from(contestParticipations)
        .where(
          and(
            eq(contestParticipations.contestId, contestId),
            inArray(contestParticipations.userId, [...userIds]),
          ),
        );
      return rows.map((row) => row.userId);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db.select({ unread: count() }).from(notifications).where(unreadOf(userId));
      return row?.unread ?? 0;
    },

    /** False: no such notification of this user (another user's id reads as missing, not forbidden). */
    markRead(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ readAt: notifications.readAt })
          .from(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
        if (!found) return false;
        if (found.readAt) return true;
        await tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
        await tx.execute(notifyStatement(NOTIFICATION_CHANGES_CHANNEL, userId));
        return true;
      });
    },

    markAllRead(userId: string): Promise<void> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(notifications)
          .set({ readAt: new Date() })
          .where(unreadOf(userId))
          .returning({ id: notifications.id });
        if (changed.length > 0) await tx.execute(notifyStatement(NOTIFICATION_CHANGES_CHANNEL, userId));
      });
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
