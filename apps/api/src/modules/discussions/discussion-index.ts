import { and, count, desc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { DiscussionIndexQuery, DiscussionIndexResponse } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { discussionReplies, discussions, problems, users } from '../../db/schema/index.js';
import { publicUserColumns } from '../../db/public-user-columns.js';

/** `%`, `_` and `\` typed by a user are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every problem's discussions, newest or top first, searched and paged. */
export type DiscussionIndex = (query: DiscussionIndexQuery) => Promise<DiscussionIndexResponse>;

/**
 * The index across problems: one query, replies counted in a grouped subquery. `secretIds` (the
 * visibility rule's secret set: the index is the same for every reader) leaves out the discussions of
 * problems a contest holds secret, in the query, so pages stay full.
 */
export function createDiscussionIndex(
  db: Database,
  secretIds: () => Promise<ReadonlySet<string>>,
): DiscussionIndex {
  return async ({ sort, q, page, limit }: DiscussionIndexQuery): Promise<DiscussionIndexResponse> => {
    const secret = [...(await secretIds())];
    const replies = db
      .select({ discussionId: discussionReplies.discussionId, replyCount: count().as('reply_count') })
      .from(discussionReplies)
      .groupBy(discussionReplies.discussionId)
      .as('replies');
    const search =
      q === undefined || q === ''
        ? undefined
        : or(ilike(discussions.title, likePattern(q)), ilike(discussions.content, likePattern(q)));
    const order =
      sort === 'top'
        ? [desc(discussions.score), desc(discussions.createdAt), desc(discussions.id)]
        : [desc(discussions.createdAt), desc(discussions.id)];
    const rows = await db
      .select({
        discussion: discussions,
        author: publicUserColumns,
        problem: { _id: problems.id, slug: problems.slug, title: problems.title },
        replyCount: sql<number>`coalesce(${replies.replyCount}, 0)`.mapWith(Number),
      })
      .from(discussions)
      .innerJoin(users, eq(users.id, discussions.userId))
      .innerJoin(problems, eq(problems.id, discussions.problemId))
      .leftJoin(replies, eq(replies.discussionId, discussions.id))
      .where(and(search, secret.length > 0 ? notInArray(discussions.problemId, secret) : undefined))
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      discussions: rows.map(({ discussion, author, problem, replyCount }) => ({
        _id: discussion.id,
        title: discussion.title,
        tags: discussion.tags,
        userId: author,
        score: discussion.score,
        replyCount,
        createdAt: discussion.createdAt.toISOString(),
        problem,
      })),
    };
  };
}
