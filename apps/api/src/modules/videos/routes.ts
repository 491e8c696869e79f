import { Router } from 'express';
import type { RequestHandler } from 'express';
import { MESSAGES, saveVideoRequestSchema } from '@codecourt/contracts';
import type { DeleteVideoResponse, SaveVideoResponse } from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import type { VideoService } from './video-service.js';

/** /api/video: admins get upload tickets, save what they uploaded and delete it. */
export function createVideoRoutes({
  videos,
  requireAuth,
}: {
  videos: VideoService;
  requireAuth: RequestHandler;
}): Router {
  const router = Router();
  router.use(requireAuth, requireAdmin);

  router.get('/create/:problemId', async (req, res) => {
    res.json(await videos.ticket(req.params.problemId));
  });

  router.post('/save', validate('body', saveVideoRequestSchema), async (req, res) => {
    const videoSolution = await videos.save(parsed(req, 'body', saveVideoRequestSchema));
    res.status(201).json({ videoSolution } satisfies SaveVideoResponse);
  });

  router.delete('/delete/:problemId', async (req, res) => {
    await videos.remove(req.params.problemId);
    res.json({ success: true, message: MESSAGES.videoDeleted } satisfies DeleteVideoResponse);
  });

  return router;
}
