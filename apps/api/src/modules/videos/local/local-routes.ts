import type { Express, RequestHandler } from 'express';
import { MESSAGES } from '@codecourt/contracts';
import { AppError } from '../../../lib/app-error.js';
import { LOCAL_UPLOAD_URL, LOCAL_VIDEO_FILE_NAME, LOCAL_VIDEO_URL_PATH } from './local-video-store.js';
import type { LocalVideoStore } from './local-video-store.js';
import { createLocalUploadHandler } from './upload-route.js';

/** How long browsers may keep a video file: its name changes with every upload. */
const FILE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The local store's two public endpoints, mounted on the app before cookies and CSRF: the upload
 * (authorised by its ticket, like Cloudinary's) and the files, served with range requests.
 */
export function mountLocalVideoRoutes(
  app: Express,
  store: LocalVideoStore,
  /** Per IP, before the body is read: an upload may be 100 MB and its thumbnail runs ffmpeg. */
  uploadLimiter: RequestHandler,
): void {
  app.post(LOCAL_UPLOAD_URL, uploadLimiter, createLocalUploadHandler(store));
  app.get(`${LOCAL_VIDEO_URL_PATH}:name`, (req, res, next) => {
    const { name } = req.params;
    if (!LOCAL_VIDEO_FILE_NAME.test(name)) {
      next(new AppError('notFound', MESSAGES.notFound, 404));
      return;
    }
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
        if (error) next(new AppError('notFound', MESSAGES.notFound, 404, false, error));
      },
    );
  });
}
