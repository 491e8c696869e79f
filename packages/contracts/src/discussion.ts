import { z } from 'zod';
import { DISCUSSION_TAGS, VOTE_TYPES } from './enums.js';
import { idSchema, isoDateSchema } from './common.js';
import {
  DISCUSSION_CONTENT_MAX_LENGTH,
  DISCUSSION_PAGE_SIZE,
  DISCUSSION_TITLE_MAX_LENGTH,
} from './limits.js';
import { MESSAGES } from './messages.js';
import { pageQuerySchema } from './paging.js';
import { publicUserSchema } from './stats.js';

/** Markdown kept as written (leading indentation may be a code block), but never blank. */
const markdownSchema = (required: string, tooLong: string) =>
  z
    .string(required)
    .refine((value) => value.trim().length > 0, required)
    .refine((value) => value.length <= DISCUSSION_CONTENT_MAX_LENGTH, tooLong);

export const createDiscussionRequestSchema = z.object({
  /** The problem's `_id` (its slug works too). */
  problemId: z.string(MESSAGES.problemRequired).trim().min(1, MESSAGES.problemRequired),
  title: z
    .string(MESSAGES.discussionTitleRequired)
    .trim()
    .min(1, MESSAGES.discussionTitleRequired)
    .max(DISCUSSION_TITLE_MAX_LENGTH, MESSAGES.discussionTitleTooLong),
  content: markdownSchema(MESSAGES.discussionContentRequired, MESSAGES.discussionContentTooLong),
  tags: z
    .array(z.enum(DISCUSSION_TAGS, MESSAGES.discussionTagInvalid), MESSAGES.discussionTagInvalid)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
export type CreateDiscussionRequest = z.input<typeof createDiscussionRequestSchema>;
export type ValidDiscussionRequest = z.output<typeof createDiscussionRequestSchema>;

/** An author's edit of their discussion: the whole title, content and tags again (the problem stays). */
export const editDiscussionRequestSchema = createDiscussionRequestSchema.omit({ problemId: true });
export type EditDiscussionRequest = z.input<typeof editDiscussionRequestSchema>;
export type ValidEditDiscussionRequest = z.output<typeof editDiscussionRequestSchema>;

export const voteRequestSchema = z.object({ voteType: z.enum(VOTE_TYPES, MESSAGES.invalidVoteType) });
export type VoteRequest = z.infer<typeof voteRequestSchema>;

/** The counts after the vote: the same vote again withdraws it, the other one switches it. */
export const voteResponseSchema = z.object({ upvotes: z.number().int(), downvotes: z.number().int() });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const replyRequestSchema = z.object({
  content: markdownSchema(MESSAGES.replyRequired, MESSAGES.replyTooLong),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;
/** An author's edit of their reply: its new content, under the same rules as a new reply. */
export const editReplyRequestSchema = replyRequestSchema;
export type EditReplyRequest = z.infer<typeof editReplyRequestSchema>;

export const DISCUSSION_SORTS = ['new', 'top'] as const;
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];

/** `?sort=new` (default, newest first) or `top` (most upvotes minus downvotes, then newest), paged. */
export const discussionListQuerySchema = pageQuerySchema(DISCUSSION_PAGE_SIZE).extend({
  sort: z.enum(DISCUSSION_SORTS).default('new'),
});
export type DiscussionListQuery = z.infer<typeof discussionListQuerySchema>;

export const replySchema = z.object({
  _id: idSchema,
  userId: publicUserSchema,
  /** Markdown as written: show `contentHtml`, never this, as HTML. */
  content: z.string(),
  /** `content` rendered from Markdown and sanitised: safe to insert as HTML. */
  contentHtml: z.string(),
  createdAt: isoDateSchema,
  /** When its author (or an admin) last edited it: null until then. Optional for older clients' fixtures. */
  editedAt: isoDateSchema.nullable().optional(),
});
export type Reply = z.infer<typeof replySchema>;

export const discussionSchema = z.object({
  _id: idSchema,
  problemId: idSchema,
  userId: publicUserSchema,
  /** Plain text: show it as text. */
  title: z.string(),
  content: z.string(),
  contentHtml: z.string(),
  tags: z.array(z.enum(DISCUSSION_TAGS)),
  createdAt: isoDateSchema,
  /** When its title, content or tags were last edited: null until then (votes and replies are no edit). */
  editedAt: isoDateSchema.nullable().optional(),
  /** Voter `_id`s: `.length` is the count, and a client finds its own vote in them. */
  upvotes: z.array(idSchema),
  downvotes: z.array(idSchema),
  /** Oldest first. */
  replies: z.array(replySchema),
});
export type Discussion = z.infer<typeof discussionSchema>;

export const discussionListResponseSchema = z.object({ discussions: z.array(discussionSchema) });
export type DiscussionListResponse = z.infer<typeof discussionListResponseSchema>;

export const deleteDiscussionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteDiscussionResponse = z.infer<typeof deleteDiscussionResponseSchema>;

/** GET /discussions: every problem's discussions, newest or top, optionally searched by title or content. */
export const discussionIndexQuerySchema = discussionListQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type DiscussionIndexQuery = z.infer<typeof discussionIndexQuerySchema>;

/** One row of /discuss: the discussion, its author, its counts and the problem it belongs to. */
export const discussionIndexItemSchema = z.object({
  _id: idSchema,
  title: z.string(),
  tags: z.array(z.enum(DISCUSSION_TAGS)),
  userId: publicUserSchema,
  score: z.number().int(),
  replyCount: z.number().int().nonnegative(),
  createdAt: isoDateSchema,
  problem: z.object({ _id: idSchema, slug: z.string(), title: z.string() }),
});
export type DiscussionIndexItem = z.infer<typeof discussionIndexItemSchema>;
export const discussionIndexResponseSchema = z.object({ discussions: z.array(discussionIndexItemSchema) });
export type DiscussionIndexResponse = z.infer<typeof discussionIndexResponseSchema>;
