import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DiscussionSort, DiscussionTag, PublicUser, VoteResponse, VoteType } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { discussionReplies, discussionVotes, discussions, users } from '../../db/schema/index.js';
import type { DiscussionReplyRow, DiscussionRow } from '../../db/schema/index.js';
import { publicUserColumns } from '../../db/public-user-columns.js';

export type DiscussionWithAuthor = DiscussionRow & { author: PublicUser };
export type ReplyWithAuthor = DiscussionReplyRow & { author: PublicUser };
export type Vote = { discussionId: string; userId: string; voteType: VoteType };
export type NewDiscussion = {
  problemId: string;
  userId: string;
  title: string;
  content: string;
  contentHtml: string;
  tags: DiscussionTag[];
};

const author = publicUserColumns;

/** Discussions, their replies and votes; every read returns plain rows with the author's public fields. */
export function createDiscussionRepository(db: Database) {
  const withAuthor = () =>
    db
      .select({ discussion: discussions, author })
      .from(discussions)
      .innerJoin(users, eq(users.id, discussions.userId));

  return {
    async insert(discussion: NewDiscussion): Promise<string> {
      const [row] = await db.insert(discussions).values(discussion).returning({ id: discussions.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async findById(id: string): Promise<DiscussionWithAuthor | undefined> {
      const [row] = await withAuthor().where(eq(discussions.id, id)).limit(1);
      return row && { ...row.discussion, author: row.author };
    },

    async page(
      problemId: string,
      sort: DiscussionSort,
      page: number,
      limit: number,
    ): Promise<DiscussionWithAuthor[]> {
      const order =
        sort === 'top'
          ? [desc(discussions.score), desc(discussions.createdAt), desc(discussions.id)]
          : [desc(discussions.createdAt), desc(discussions.id)];
      const rows = await withAuthor()
        .where(eq(discussions.problemId, problemId))
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit);
      return rows.map((row) => ({ ...row.discussion, author: row.author }));
    },

    votesOn(discussionIds: string[]): Promise<Vote[]> {
      if (discussionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          discussionId: discussionVotes.discussionId,
          userId: discussionVotes.userId,
          voteType: discussionVotes.voteType,
        })
        .from(discussionVotes)
        .where(inArray(discussionVotes.discussionId, discussionIds))
        .orderBy(asc(discussionVotes.createdAt), asc(discussionVotes.userId));
    },

    async repliesTo(discussionIds: string[]): Promise<ReplyWithAuthor[]> {
      if (discussionIds.length === 0) return [];
      const rows = await db
        .select({ reply: discussionReplies, author })
        .from(discussionReplies)
        .innerJoin(users, eq(users.id, discussionReplies.userId))
        .where(inArray(discussionReplies.discussionId, discussionIds))
        .orderBy(asc(discussionReplies.createdAt), asc(discussionReplies.id));
      return rows.map((row) => ({ ...row.reply, author: row.author }));
    },

    async addReply(reply: { discussionId: string; userId: string; content: string; contentHtml: string }) {
      await db.insert(discussionReplies).values(reply);
    },

    async findReply(discussionId: string, replyId: string): Promise<DiscussionReplyRow | undefined> {
      const [row] = await db
        .select()
        .from(discussionReplies)
        .where(and(eq(discussionReplies.id, replyId), eq(discussionReplies.discussionId, discussionId)))
        .limit(1);
      return row;
    },

    async update(
      id: string,
      edit: Omit<NewDiscussion, 'problemId' | 'userId'> & { editedAt: Date },
    ): Promise<void> {
      await db.update(discussions).set(edit).where(eq(discussions.id, id));
    },

    async updateReply(
      id: string,
      edit: { content: string; contentHtml: string; editedAt: Date },
    ): Promise<void> {
      await db.update(discussionReplies).set(edit).where(eq(discussionReplies.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(discussions).where(eq(discussions.id, id));
    },

    /**
     * One user's vote, in a transaction holding the discussion's row lock, so concurrent votes apply one
     * after another: none again casts it, the same again withdraws it, the other one switches it. The
     * primary key (discussion, user) is what guarantees one vote each. Undefined: no such discussion.
     */
    vote(discussionId: string, userId: string, voteType: VoteType): Promise<VoteResponse | undefined> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: discussions.id })
          .from(discussions)
          .where(eq(discussions.id, discussionId))
          .for('update');
        if (!target) return undefined;
        const mine = and(eq(discussionVotes.discussionId, discussionId), eq(discussionVotes.userId, userId));
        const [current] = await tx
          .select({ voteType: discussionVotes.voteType })
          .from(discussionVotes)
          .where(mine);
        if (current?.voteType === voteType) {
          await tx.delete(discussionVotes).where(mine);
        } else {
          await tx
            .insert(discussionVotes)
            .values({ discussionId, userId, voteType })
            .onConflictDoUpdate({
              target: [discussionVotes.discussionId, discussionVotes.userId],
              set: { voteType, createdAt: sql`now()` },
            });
        }
        const counts = await tx
          .select({ voteType: discussionVotes.voteType, votes: count() })
          .from(discussionVotes)
          .where(eq(discussionVotes.discussionId, discussionId))
          .groupBy(discussionVotes.voteType);
        const tally = (type: VoteType) => counts.find((row) => row.voteType === type)?.votes ?? 0;
        const result = { upvotes: tally('upvote'), downvotes: tally('downvote') };
        await tx
          .update(discussions)
          .set({ score: result.upvotes - result.downvotes })
          .where(eq(discussions.id, discussionId));
        return result;
      });
    },
  };
}

export type DiscussionRepository = ReturnType<typeof createDiscussionRepository>;
