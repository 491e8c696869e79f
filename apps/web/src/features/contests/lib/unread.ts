import type { Clarification } from '@codecourt/contracts';

/** When a clarification last changed for its reader: its answer, or its asking (announcements). */
export const newsTime = (c: Clarification) => Date.parse(c.answeredAt ?? c.createdAt);

/** Announcements and answers the reader has not seen: those newer than their last look (and not their own question). */
export function unreadCount(
  items: readonly Clarification[],
  lastSeen: number,
  ownUserId: string | undefined,
): number {
  return items.filter((c) => {
    const news = c.kind === 'announcement' || c.answer !== null;
    const ownUnanswered = c.user?._id === ownUserId && c.answer === null;
    return news && !ownUnanswered && newsTime(c) > lastSeen;
  }).length;
}
