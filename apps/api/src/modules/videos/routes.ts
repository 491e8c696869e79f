import type { RequestHandler, Router } from 'express';
import {
  MESSAGES,
  deleteVideoResponseSchema,
  saveVideoRequestSchema,
  saveVideoResponseSchema,
  uploadSignatureSchema,
} from '@codecourt/contracts';
import type { DeleteVideoResponse, SaveVideoResponse } from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { VideoService } from './video-service.js';

/** /api/video: admins get upload tickets, save what they uploaded and delete it. */
export const VIDEO_ROUTES = defineRoutes(
  { prefix: '/video', tag: 'video' },
  {
    ticket: {
      method: 'get',
      path: '/create/{problemId}',
      summary:
        'An upload ticket for the problem’s solution video: with CLOUDINARY_URL a Cloudinary signature (upload_url is Cloudinary’s video upload API), otherwise an HMAC ticket for this API’s own store (upload_url is /api/video/upload), valid for an hour',
      access: 'admin',
      success: { status: 200, description: 'The ticket', schema: uploadSignatureSchema },
      errors: [404],
    },
    save: {
      method: 'post',
      path: '/save',
      summary:
        'Store the uploaded video as the problem’s solution video after checking the store holds it (replaces and deletes the previous one)',
      access: 'admin',
      body: saveVideoRequestSchema,
      success: { status: 201, description: 'The saved video', schema: saveVideoResponseSchema },
      errors: [400, 404],
    },
    remove: {
      method: 'delete',
      path: '/delete/{problemId}',
      summary: 'Delete the problem’s solution video and its file',
      access: 'admin',
      success: { status: 200, description: 'Deleted', schema: deleteVideoResponseSchema },
      errors: [404],
    },
  },
);

/** The routes of VIDEO_ROUTES, mounted at /api (the local store's own two are in local/local-routes.ts). */
export function createVideoRoutes(deps: { videos: VideoService; requireAuth: RequestHandler }): Router {
  const { videos } = deps;
  return routerOf(VIDEO_ROUTES, deps, {
    ticket: async (req, res) => {
      res.json(await videos.ticket(String(req.params.problemId)));
    },
    save: async (_req, res, { body }) => {
      const videoSolution = await videos.save(body);
      res.status(201).json({ videoSolution } satisfies SaveVideoResponse);
    },
    remove: async (req, res) => {
      await videos.remove(String(req.params.problemId));
      res.json({ success: true, message: MESSAGES.videoDeleted } satisfies DeleteVideoResponse);
    },
  });
}
