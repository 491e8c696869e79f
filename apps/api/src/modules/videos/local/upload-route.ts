import { rm, stat } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { MESSAGES, VIDEO_MAX_BYTES } from '@codecourt/contracts';
import type { VideoUploadResponse } from '@codecourt/contracts';
import { AppError, appError } from '../../../lib/app-error.js';
import { receiveMultipartFile } from '../../../lib/receive-multipart-file.js';
import type { LocalVideoStore } from './local-video-store.js';
import { SNIFF_BYTES, sniffVideo } from './sniff-video.js';
import { checkTicket } from './upload-ticket.js';
import type { TicketFields } from './upload-ticket.js';

/** A file part with none of these before it comes from a client that sends the ticket after the file. */
const TICKET_FIELDS = ['signature', 'timestamp', 'public_id'] as const;

/** Room for the multipart boundaries and the ticket's fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /api/video/upload: the local store's stand-in for Cloudinary's upload API. Authorised by the
 * ticket's signature alone (no cookie, no XSRF header), so it is mounted before those checks. The
 * ticket's fields must come before the file part: it is checked when the file begins, so an upload
 * without a valid ticket writes nothing to disk. The file must be a video by its bytes and at most
 * VIDEO_MAX_BYTES, checked while it streams to disk.
 */
export function createLocalUploadHandler(store: LocalVideoStore): RequestHandler {
  return async (req, res) => {
    if (!req.is('multipart/form-data')) throw appError('uploadFileMissing', 400);
    // The answer may come before the body is read (too large, refused): the connection is not reused.
    res.setHeader('Connection', 'close');
    if (Number(req.get('content-length') ?? 0) > VIDEO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
      throw appError('videoTooLarge', 413);
    const written: string[] = [];
    let publicId: string | undefined;
    const admit = (fields: TicketFields) => {
      if (TICKET_FIELDS.every((name) => fields[name] === undefined))
        return appError('uploadTicketFirst', 400);
      const ticket = checkTicket(store.secret(), fields);
      if (!ticket.ok) return new AppError('uploadSignatureInvalid', ticket.message, 400);
      publicId = ticket.publicId;
      return undefined;
    };
    try {
      const { file } = await receiveMultipartFile(req, {
        fileField: 'file',
        maxBytes: VIDEO_MAX_BYTES,
        tooLargeMessage: MESSAGES.videoTooLarge,
        headBytes: SNIFF_BYTES,
        incoming: store.incomingPath,
        written,
        admit,
      });
      if (!file || publicId === undefined) throw appError('uploadFileMissing', 400);
      const kind = sniffVideo(file.head);
      if (!kind) throw appError('videoInvalidType', 400);
      const { size } = await stat(file.path);
      const stored = await store.accept(file.path, publicId, kind);
      res.json({
        public_id: publicId,
        secure_url: stored.secureUrl,
        duration: stored.duration ?? 0,
        resource_type: 'video',
        format: kind.extension,
        bytes: size,
        ...(stored.thumbnailUrl ? { thumbnail_url: stored.thumbnailUrl } : {}),
      } satisfies VideoUploadResponse);
    } finally {
      await Promise.all(written.map((incoming) => rm(incoming, { force: true })));
    }
  };
}
