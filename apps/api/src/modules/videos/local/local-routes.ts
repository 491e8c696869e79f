import type { Router, RequestHandler } from 'express';
import { z } from 'zod';
import { videoUploadResponseSchema } from '@codecourt/contracts';
import { appError } from '../../../lib/app-error.js';
import { defineRoutes, routerOf } from '../../../middleware/route-definition.js';
import { LOCAL_VIDEO_FILE_NAME } from './local-video-store.js';
import type { LocalVideoStore } from './local-video-store.js';
import { createLocalUploadHandler } from './upload-route.js';

/** How long browsers may keep a video file: its name changes with every upload. */
const FILE_MAX_AGE_SECONDS = 24 * 60 * 60;

const localUploadBodySchema = z.object({
  file: z.string().describe('The video (MP4, QuickTime, WebM/Matroska or Ogg by its bytes), at most 100 MB'),
  signature: z.string(),
  timestamp: z.string(),
  public_id: z.string(),
  api_key: z.string(),
});

/** The local store's two public endpoints (LOCAL_UPLOAD_URL and LOCAL_VIDEO_URL_PATH name them). */
export const LOCAL_VIDEO_ROUTES = defineRoutes(
  { prefix: '/video', tag: 'video' },
  {
    upload: {
      method: 'post',
      path: '/upload',
      summary:
        'Local store only (no CLOUDINARY_URL): the multipart upload the ticket signs, answering Cloudinary’s shape. Authorised by the ticket’s signature alone (no cookie, no XSRF header), whose fields may come before or after the file part, as Cloudinary takes them. A forged, expired or other public_id’s ticket (400) before the file refuses it with nothing written; a file before its ticket is spooled (never served) and deleted unless the ticket checks out (400 without one or with a bad one). It also refuses a file that is not a video by its bytes (400), one past 100 MB while it streams (413) and a third upload in flight from one address (429)',
      access: 'public',
      body: localUploadBodySchema,
      bodyContentType: 'multipart/form-data',
      success: { status: 200, description: 'The stored upload', schema: videoUploadResponseSchema },
      errors: [400, 413, 429],
    },
    file: {
      method: 'get',
      path: '/file/{name}',
      summary:
        'Local store only: a stored video (with HTTP range requests, 206 Partial Content) or its JPEG thumbnail (made when ffmpeg is installed)',
      access: 'public',
      success: {
        status: 200,
        description: 'The file with its video content type',
        schema: z.string(),
        contentType: 'video/mp4',
      },
      errors: [404],
    },
  },
);

/**
 * The routes of LOCAL_VIDEO_ROUTES, mounted at /api before cookies and CSRF: the upload (authorised by
 * its ticket, like Cloudinary's) and the files, served with range requests.
 */
export function createLocalVideoRoutes(
  store: LocalVideoStore,
  /** Per IP, before the body is read: an upload may be 100 MB and its thumbnail runs ffmpeg. */
  uploadLimiter: RequestHandler,
): Router {
  const upload = createLocalUploadHandler(store);
  return routerOf(
    LOCAL_VIDEO_ROUTES,
    {},
    {
      upload: { before: [uploadLimiter], handle: (req, res, _input, next) => upload(req, res, next) },
      file: (req, res, _input, next) => {
        const name = String(req.params.name);
        if (!LOCAL_VIDEO_FILE_NAME.test(name)) throw appError('notFound', 404);
        res.sendFile(
          name,
          {
            root: store.directory,
            acceptRanges: true,
            cacheControl: false,
            dotfiles: 'deny',
            headers: { 'Cache-Control': `private, max-age=${String(FILE_MAX_AGE_SECONDS)}, immutable` },
          },
          (error) => {
            if (error) next(appError('notFound', 404, error));
          },
        );
      },
    },
  );
}
