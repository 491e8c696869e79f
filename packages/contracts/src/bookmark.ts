import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { problemSummarySchema } from './problem.js';

/** GET /bookmarks/my-bookmarks: the bookmarked problems, most recently bookmarked first. */
export const bookmarkListResponseSchema = z.array(problemSummarySchema);

export const bookmarkRequestSchema = z.object({
  /** The problem's `_id` (its slug works too). */
  problemId: z.string(MESSAGES.problemRequired).trim().min(1, MESSAGES.problemRequired),
});
export type BookmarkRequest = z.infer<typeof bookmarkRequestSchema>;

/** Add and remove answer the state they leave (both are idempotent). */
export const bookmarkStateSchema = z.object({ problemId: z.uuid(), bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
