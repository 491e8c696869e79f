import { Router } from 'express';
import type { RequestHandler } from 'express';
import {
  MESSAGES,
  createDiscussionRequestSchema,
  discussionListQuerySchema,
  replyRequestSchema,
  voteRequestSchema,
} from '@codecourt/contracts';
import type {
  DeleteDiscussionResponse,
  Discussion,
  DiscussionListResponse,
  VoteResponse,
} from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { DiscussionService } from './service.js';

export type DiscussionRoutesDeps = {
  discussions: DiscussionService;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

/** /api/discussions: public reads, signed-in writes. */
export function createDiscussionRoutes(deps: DiscussionRoutesDeps): Router {
  const router = Router();
  const { discussions } = deps;
  const write = [deps.requireAuth, deps.writeLimiter];

  router.get('/problem/:problemId', validate('query', discussionListQuerySchema), async (req, res) => {
    const query = parsed(req, 'query', discussionListQuerySchema);
    const list = await discussions.list(String(req.params.problemId), query);
    res.json({ discussions: list } satisfies DiscussionListResponse);
  });

  router.post('/create', ...write, validate('body', createDiscussionRequestSchema), async (req, res) => {
    const created = await discussions.create(
      signedInUser(req),
      parsed(req, 'body', createDiscussionRequestSchema),
    );
    res.status(201).json(created satisfies Discussion);
  });

  router.post('/:id/vote', ...write, validate('body', voteRequestSchema), async (req, res) => {
    const { voteType } = parsed(req, 'body', voteRequestSchema);
    const counts = await discussions.vote(signedInUser(req), String(req.params.id), voteType);
    res.json(counts satisfies VoteResponse);
  });

  router.post('/:id/reply', ...write, validate('body', replyRequestSchema), async (req, res) => {
    const reply = parsed(req, 'body', replyRequestSchema);
    const updated = await discussions.reply(signedInUser(req), String(req.params.id), reply);
    res.json(updated satisfies Discussion);
  });

  router.delete('/:id', ...write, async (req, res) => {
    await discussions.delete(signedInUser(req), String(req.params.id));
    res.json({ success: true, message: MESSAGES.discussionDeleted } satisfies DeleteDiscussionResponse);
  });

  return router;
}
