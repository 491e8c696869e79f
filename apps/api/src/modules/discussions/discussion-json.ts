import type { Discussion, Reply } from '@codecourt/contracts';
import type { DiscussionWithAuthor, ReplyWithAuthor, Vote } from './repository.js';

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function toReplyJson(reply: ReplyWithAuthor): Reply {
  return {
    _id: reply.id,
    userId: reply.author,
    content: reply.content,
    contentHtml: reply.contentHtml,
    createdAt: reply.createdAt.toISOString(),
    editedAt: reply.editedAt?.toISOString() ?? null,
  };
}

/** Discussions as the API shows them: voter ids per vote type, replies oldest first, authors without email. */
export function toDiscussionsJson(
  rows: DiscussionWithAuthor[],
  votes: Vote[],
  replies: ReplyWithAuthor[],
): Discussion[] {
  const votesOf = groupBy(votes, (vote) => vote.discussionId);
  const repliesOf = groupBy(replies, (reply) => reply.discussionId);
  return rows.map((row) => {
    const voters = (type: Vote['voteType']) =>
      (votesOf.get(row.id) ?? []).filter((vote) => vote.voteType === type).map((vote) => vote.userId);
    return {
      _id: row.id,
      problemId: row.problemId,
      userId: row.author,
      title: row.title,
      content: row.content,
      contentHtml: row.contentHtml,
      tags: row.tags,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      upvotes: voters('upvote'),
      downvotes: voters('downvote'),
      replies: (repliesOf.get(row.id) ?? []).map(toReplyJson),
    };
  });
}
