import type { RequestHandler, Router } from 'express';
import {
  MESSAGES,
  createDiscussionRequestSchema,
  deleteDiscussionResponseSchema,
  discussionIndexQuerySchema,
  discussionIndexResponseSchema,
  discussionListQuerySchema,
  discussionListResponseSchema,
  discussionSchema,
  editDiscussionRequestSchema,
  editReplyRequestSchema,
  replyRequestSchema,
  voteRequestSchema,
  voteResponseSchema,
} from '@codecourt/contracts';
import type {
  DeleteDiscussionResponse,
  Discussion,
  DiscussionListResponse,
  VoteResponse,
} from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { DiscussionIndex } from './discussion-index.js';
import type { DiscussionService } from './service.js';

/** /api/discussions: public reads, signed-in writes (limited per user: 429). */
export const DISCUSSION_ROUTES = defineRoutes(
  { prefix: '/discussions', tag: 'discussions' },
  {
    index: {
      method: 'get',
      path: '',
      problemRead: {
        viewer: 'everyone (the index is one list)',
        queries: ['secretIds'],
        note: 'in the query',
      },
      summary:
        'Every problem’s discussions (newest, or `?sort=top`), searched by title or content with `?q`, each with its problem, author and reply count',
      access: 'public',
      query: discussionIndexQuerySchema,
      success: { status: 200, description: '{discussions: [...]}', schema: discussionIndexResponseSchema },
      errors: [400],
    },
    list: {
      method: 'get',
      path: '/problem/{problemId}',
      problemRead: { viewer: 'VISITOR (discussions are public)', queries: ['findRow'] },
      summary:
        'A problem’s discussions, newest first (`?sort=top`: best score first), paged with `?page` and `?limit`; `contentHtml` is sanitised',
      access: 'public',
      query: discussionListQuerySchema,
      success: { status: 200, description: '{discussions: [...]}', schema: discussionListResponseSchema },
      errors: [400, 404],
    },
    create: {
      method: 'post',
      path: '/create',
      problemRead: { viewer: 'VISITOR (discussions are public)', queries: ['findRow'] },
      summary: 'Start a discussion (Markdown content, rendered and sanitised once)',
      access: 'user',
      body: createDiscussionRequestSchema,
      success: { status: 201, description: 'The new discussion', schema: discussionSchema },
      errors: [400, 401, 404, 429],
    },
    vote: {
      method: 'post',
      path: '/{id}/vote',
      summary: 'Vote: one vote per user; the same vote again withdraws it, the other one switches it',
      access: 'user',
      body: voteRequestSchema,
      success: { status: 200, description: 'The counts after the vote', schema: voteResponseSchema },
      errors: [400, 401, 404, 429],
    },
    reply: {
      method: 'post',
      path: '/{id}/reply',
      summary: 'Reply (a blank reply is refused with 400 and nothing is stored)',
      access: 'user',
      body: replyRequestSchema,
      success: { status: 200, description: 'The updated discussion', schema: discussionSchema },
      errors: [400, 401, 404, 429],
    },
    edit: {
      method: 'patch',
      path: '/{id}',
      summary: 'Edit a discussion’s title, content and tags: its author or an admin (anyone else 403)',
      access: 'user',
      body: editDiscussionRequestSchema,
      success: { status: 200, description: 'The edited discussion', schema: discussionSchema },
      errors: [400, 401, 403, 404, 429],
    },
    editReply: {
      method: 'patch',
      path: '/{id}/replies/{replyId}',
      summary: 'Edit a reply’s content: its author or an admin (anyone else 403)',
      access: 'user',
      body: editReplyRequestSchema,
      success: { status: 200, description: 'The discussion with the edited reply', schema: discussionSchema },
      errors: [400, 401, 403, 404, 429],
    },
    remove: {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a discussion: its author or an admin (anyone else 403)',
      access: 'user',
      success: { status: 200, description: 'Deleted', schema: deleteDiscussionResponseSchema },
      errors: [401, 403, 404, 429],
    },
  },
);

export type DiscussionRoutesDeps = {
  discussions: DiscussionService;
  index: DiscussionIndex;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

/** The routes of DISCUSSION_ROUTES, mounted at /api. */
export function createDiscussionRoutes(deps: DiscussionRoutesDeps): Router {
  const { discussions } = deps;
  const before = [deps.writeLimiter];
  return routerOf(DISCUSSION_ROUTES, deps, {
    index: async (_req, res, { query }) => {
      res.json(await deps.index(query));
    },
    list: async (req, res, { query }) => {
      const list = await discussions.list(String(req.params.problemId), query);
      res.json({ discussions: list } satisfies DiscussionListResponse);
    },
    create: {
      before,
      handle: async (req, res, { body }) => {
        const created = await discussions.create(signedInUser(req), body);
        res.status(201).json(created satisfies Discussion);
      },
    },
    vote: {
      before,
      handle: async (req, res, { body }) => {
        const counts = await discussions.vote(signedInUser(req), String(req.params.id), body.voteType);
        res.json(counts satisfies VoteResponse);
      },
    },
    reply: {
      before,
      handle: async (req, res, { body }) => {
        const updated = await discussions.reply(signedInUser(req), String(req.params.id), body);
        res.json(updated satisfies Discussion);
      },
    },
    edit: {
      before,
      handle: async (req, res, { body }) => {
        const edited = await discussions.edit(signedInUser(req), String(req.params.id), body);
        res.json(edited satisfies Discussion);
      },
    },
    editReply: {
      before,
      handle: async (req, res, { body }) => {
        const user = signedInUser(req);
        const edited = await discussions.editReply(
          user,
          String(req.params.id),
          String(req.params.replyId),
          body,
        );
        res.json(edited satisfies Discussion);
      },
    },
    remove: {
      before,
      handle: async (req, res) => {
        await discussions.delete(signedInUser(req), String(req.params.id));
        res.json({ success: true, message: MESSAGES.discussionDeleted } satisfies DeleteDiscussionResponse);
      },
    },
  });
}
