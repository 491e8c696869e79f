import { earnedBadges } from '@codecourt/contracts';
import type { BadgeProgress, Difficulty } from '@codecourt/contracts';
import type { Queryable } from '../../db/transaction.js';
import type { DiscussionNotice } from '../discussions/service.js';
import { insertNotifications } from './repository.js';

// Where a click on a notification leads: the web app's paths (apps/web/src/config/paths.ts).
const discussionHref = (problemSlug: string) => `/discussions/${encodeURIComponent(problemSlug)}`;
export const contestHref = (contestSlug: string) => `/contests/${encodeURIComponent(contestSlug)}`;

/** Someone else's act on a discussion tells its author; their own is not news. */
async function notifyDiscussionAuthor(
  db: Queryable,
  kind: 'discussionReply' | 'discussionVote',
  event: DiscussionNotice,
  dedupeKey?: string,
): Promise<void> {
  if (event.actorId === event.discussion.authorId) return;
  await insertNotifications(db, [
    {
      userId: event.discussion.authorId,
      kind,
      actorId: event.actorId,
      subject: event.discussion.title,
      href: discussionHref(event.problemSlug),
      ...(dedupeKey ? { dedupeKey } : {}),
    },
  ]);
}

/** A reply tells the discussion's author (not when they answer themselves). */
export async function notifyDiscussionReply(db: Queryable, event: DiscussionNotice): Promise<void> {
  await notifyDiscussionAuthor(db, 'discussionReply', event);
}

/** A vote tells the author once per voter: withdrawing and casting again is not news. */
export async function notifyDiscussionVote(db: Queryable, event: DiscussionNotice): Promise<void> {
  await notifyDiscussionAuthor(db, 'discussionVote', event, `vote:${event.discussion.id}:${event.actorId}`);
}

/** The badges `after` has and `before` had not, each told once to its user. */
export async function notifyBadgesEarned(
  db: Queryable,
  userId: string,
  before: BadgeProgress,
  after: BadgeProgress,
): Promise<void> {
  const had = new Set(earnedBadges(before).map((badge) => badge.name));
  const earned = earnedBadges(after).filter((badge) => !had.has(badge.name));
  await insertNotifications(
    db,
    earned.map((badge) => ({
      userId,
      kind: 'badgeEarned' as const,
      subject: badge.name,
      href: '/profile',
      dedupeKey: `badge:${badge.name}`,
    })),
  );
}

/** An answer tells the participant who asked (announcements have no asker). */
export async function notifyClarificationAnswered(
  db: Queryable,
  event: { clarificationId: string; askerId: string | null; contest: { slug: string; title: string } },
): Promise<void> {
  if (!event.askerId) return;
  await insertNotifications(db, [
    {
      userId: event.askerId,
      kind: 'clarificationAnswered',
      subject: event.contest.title,
      href: contestHref(event.contest.slug),
      dedupeKey: `clarification:${event.clarificationId}`,
    },
  ]);
}

/** A peer-practice match tells both peers, each naming the other: they have minutes to arrive in the room. */
export async function notifyPeerMatched(
  db: Queryable,
  event: { roomId: string; level: Difficulty; userIds: readonly [string, string] },
): Promise<void> {
  const [first, second] = event.userIds;
  const toldOf = (userId: string, actorId: string) => ({
    userId,
    kind: 'peerMatched' as const,
    actorId,
    subject: event.level,
    href: `/interviews/${event.roomId}`,
    dedupeKey: `peer:${event.roomId}`,
  });
  await insertNotifications(db, [toldOf(first, second), toldOf(second, first)]);
}
