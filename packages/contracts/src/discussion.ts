import { z } from 'zod';
import { DISCUSSION_TAGS, VOTE_TYPES } from './enums.js';
import { idSchema } from './common.js';

export const createDiscussionRequestSchema = z.object({
  problemId: idSchema,
  title: z.string().trim().min(1, 'Title is required').max(200),
  content: z.string().trim().min(1, 'Content is required').max(20_000),
  tags: z.array(z.enum(DISCUSSION_TAGS)).default([]),
});
export type CreateDiscussionRequest = z.infer<typeof createDiscussionRequestSchema>;

export const voteRequestSchema = z.object({ voteType: z.enum(VOTE_TYPES) });
export type VoteRequest = z.infer<typeof voteRequestSchema>;

export const replyRequestSchema = z.object({ content: z.string().trim().min(1).max(10_000) });
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

const authorSchema = z.object({ _id: idSchema, firstName: z.string(), lastName: z.string().nullable() });

export const discussionSchema = z.object({
  _id: idSchema,
  userId: authorSchema,
  title: z.string(),
  content: z.string(),
  tags: z.array(z.enum(DISCUSSION_TAGS)),
  createdAt: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  replies: z.array(z.object({ userId: authorSchema, content: z.string(), createdAt: z.string() })),
});
export type Discussion = z.infer<typeof discussionSchema>;
