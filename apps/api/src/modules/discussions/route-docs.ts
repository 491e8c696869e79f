import {
  createDiscussionRequestSchema,
  deleteDiscussionResponseSchema,
  discussionIndexQuerySchema,
  discussionIndexResponseSchema,
  discussionListQuerySchema,
  discussionListResponseSchema,
  discussionSchema,
  replyRequestSchema,
  voteRequestSchema,
  voteResponseSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/discussions in the OpenAPI document. Writes are limited per user (429). */
export const DISCUSSION_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/discussions',
    tag: 'discussions',
    summary:
      'Every problem’s discussions (newest, or `?sort=top`), searched by title or content with `?q`, each with its problem, author and reply count',
    access: 'public',
    query: discussionIndexQuerySchema,
    success: { status: 200, description: '{discussions: [...]}', schema: discussionIndexResponseSchema },
    errors: [400],
  },
  {
    method: 'get',
    path: '/discussions/problem/{problemId}',
    tag: 'discussions',
    summary:
      'A problem’s discussions, newest first (`?sort=top`: best score first), paged with `?page` and `?limit`; `contentHtml` is sanitised',
    access: 'public',
    query: discussionListQuerySchema,
    success: { status: 200, description: '{discussions: [...]}', schema: discussionListResponseSchema },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/discussions/create',
    tag: 'discussions',
    summary: 'Start a discussion (Markdown content, rendered and sanitised once)',
    access: 'user',
    body: createDiscussionRequestSchema,
    success: { status: 201, description: 'The new discussion', schema: discussionSchema },
    errors: [400, 401, 404, 429],
  },
  {
    method: 'post',
    path: '/discussions/{id}/vote',
    tag: 'discussions',
    summary: 'Vote: one vote per user; the same vote again withdraws it, the other one switches it',
    access: 'user',
    body: voteRequestSchema,
    success: { status: 200, description: 'The counts after the vote', schema: voteResponseSchema },
    errors: [400, 401, 404, 429],
  },
  {
    method: 'post',
    path: '/discussions/{id}/reply',
    tag: 'discussions',
    summary: 'Reply (a blank reply is refused with 400 and nothing is stored)',
    access: 'user',
    body: replyRequestSchema,
    success: { status: 200, description: 'The updated discussion', schema: discussionSchema },
    errors: [400, 401, 404, 429],
  },
  {
    method: 'delete',
    path: '/discussions/{id}',
    tag: 'discussions',
    summary: 'Delete a discussion: its author or an admin (anyone else 403)',
    access: 'user',
    success: { status: 200, description: 'Deleted', schema: deleteDiscussionResponseSchema },
    errors: [401, 403, 404, 429],
  },
];
