import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { VOTE_TYPES } from '@codecourt/contracts';
import type { DiscussionTag } from '@codecourt/contracts';
import { problems } from './problems.js';
import { users } from './users.js';

export const voteTypeEnum = pgEnum('vote_type', VOTE_TYPES);

/** A thread under a problem. Markdown is rendered and sanitised once, when written. */
export const discussions = pgTable(
  'discussions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    tags: jsonb('tags').$type<DiscussionTag[]>().notNull().default([]),
    /** Upvotes minus downvotes, kept by the vote transaction for `?sort=top`. */
    score: integer('score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last edit of its title, content or tags; null until the first. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('discussions_problem_created_idx').on(table.problemId, table.createdAt.desc()),
    index('discussions_problem_score_idx').on(table.problemId, table.score.desc(), table.createdAt.desc()),
  ],
);

/** At most one vote per user and discussion: the primary key is what keeps concurrent votes honest. */
export const discussionVotes = pgTable(
  'discussion_votes',
  {
    discussionId: uuid('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voteType: voteTypeEnum('vote_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.discussionId, table.userId] })],
);

export const discussionReplies = pgTable(
  'discussion_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discussionId: uuid('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last edit of its content; null until the first. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [index('discussion_replies_discussion_created_idx').on(table.discussionId, table.createdAt)],
);

export type DiscussionRow = typeof discussions.$inferSelect;
export type DiscussionReplyRow = typeof discussionReplies.$inferSelect;
