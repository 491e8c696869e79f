import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { pageQuerySchema } from './paging.js';
import { PEER_ARRIVAL_MINUTES } from './interview-queue.js';
import { publicUserSchema } from './stats.js';

/** What a notification is about: each names who acted (when someone did) and what it concerns. */
export const NOTIFICATION_KINDS = [
  'discussionReply',
  'discussionVote',
  'badgeEarned',
  'contestStarting',
  'clarificationAnswered',
  'peerMatched',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PAGE_SIZE = 20;
/** How early before a contest's start its registered participants are told (and how late, for a restart). */
export const CONTEST_STARTING_NOTICE_MS = 10 * 60_000;
/** The live stream's events: the unread count after any change of the user's notifications. */
export const NOTIFICATION_EVENTS = { unread: 'unread' } as const;

export const notificationSchema = z.object({
  _id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  /** Who replied or voted, or the peer one was matched with; null for badges and contests. */
  actor: publicUserSchema.nullable(),
  /** The discussion's title, the badge's name, the contest's title, a peer match's level. */
  subject: z.string(),
  /** Where a click leads, an app path (`/problems/two-sum?tab=discussions`). */
  href: z.string(),
  read: z.boolean(),
  createdAt: isoDateSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema(NOTIFICATION_PAGE_SIZE);
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const actorName = (n: Pick<Notification, 'actor'>) =>
  n.actor ? `${n.actor.firstName} ${n.actor.lastName ?? ''}`.trim() : 'Someone';

/** The sentence a notification reads as, the same in the bell, the list and any e-mail. */
export function notificationText(n: Pick<Notification, 'kind' | 'actor' | 'subject'>): string {
  switch (n.kind) {
    case 'discussionReply':
      return `${actorName(n)} replied to your discussion “${n.subject}”`;
    case 'discussionVote':
      return `${actorName(n)} voted on your discussion “${n.subject}”`;
    case 'badgeEarned':
      return `You earned the badge “${n.subject}”`;
    case 'contestStarting':
      return `“${n.subject}”, a contest you registered for, is starting`;
    case 'clarificationAnswered':
      return `Your question in “${n.subject}” was answered`;
    case 'peerMatched':
      return `Peer practice (${n.subject}): you were matched with ${actorName(n)}. Arrive within ${String(PEER_ARRIVAL_MINUTES)} minutes`;
  }
}
