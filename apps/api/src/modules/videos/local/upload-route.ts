import { rm, stat } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { MESSAGES, VIDEO_MAX_BYTES, VIDEO_UPLOADS_PER_ADDRESS } from '@codecourt/contracts';
import type { VideoUploadResponse } from '@codecourt/contracts';
import { AppError, appError } from '../../../lib/app-error.js';
import { receiveMultipartFile } from '../../../lib/receive-multipart-file.js';
import type { LocalVideoStore } from './local-video-store.js';
import { SNIFF_BYTES, sniffVideo } from './sniff-video.js';
import { checkTicket } from './upload-ticket.js';
import type { TicketCheck, TicketFields } from './upload-ticket.js';

/** Room for the multipart boundaries and the ticket's fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const refusal = (ticket: TicketCheck & { ok: false }) =>
  new AppError('uploadSignatureInvalid', ticket.message, 400);

/**
 * POST /api/video/upload: the local store's stand-in for Cloudinary's upload API. Authorised by the
 * ticket's signature alone (no cookie, no XSRF header), so it is mounted before those checks. The ticket's
 * fields may come before or after the file part, as Cloudinary takes them (the codelab client sends the
 * file first). Before it, a bad ticket refuses the upload with nothing written; after it, the file is
 * spooled to `.incoming` (at most VIDEO_MAX_BYTES, never served) and kept only once the ticket checks out.
 * Every spool is deleted whatever the end, a client gone mid-body included, and one address has at most
 * VIDEO_UPLOADS_PER_ADDRESS uploads in flight (429 past it), so unsigned uploads cannot fill the disk.
 * The file must be a video by its bytes.
 */
export function createLocalUploadHandler(store: LocalVideoStore): RequestHandler {
  const inFlight = new Map<string, number>();
  const release = (address: string) => {
    const left = (inFlight.get(address) ?? 1) - 1;
    if (left > 0) inFlight.set(address, left);
    else inFlight.delete(address);
  };
  return async (req, res) => {
    if (!req.is('multipart/form-data')) throw appError('uploadFileMissing', 400);
    // The answer may come before the body is read (too large, refused): the connection is not reused.
    res.setHeader('Connection', 'close');
    if (Number(req.get('content-length') ?? 0) > VIDEO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
      throw appError('videoTooLarge', 413);
    const address = req.ip ?? '';
    const held = inFlight.get(address) ?? 0;
    if (held >= VIDEO_UPLOADS_PER_ADDRESS) throw appError('uploadsInProgress', 429);
    inFlight.set(address, held + 1);
    const written: string[] = [];
    // A ticket before the file is checked when the file begins; one after it, when the body has ended.
    let early: TicketCheck | undefined;
    const admit = (fields: TicketFields) => {
      if (!hasTicket(fields)) return undefined;
      early = checkTicket(store.secret(), fields);
      return early.ok ? undefined : refusal(early);
    };
    try {
      const { fields, file } = await receiveMultipartFile(req, {
        fileField: 'file',
        maxBytes: VIDEO_MAX_BYTES,
        tooLargeMessage: MESSAGES.videoTooLarge,
        headBytes: SNIFF_BYTES,
        incoming: store.incomingPath,
        written,
        admit,
      });
      if (!hasTicket(fields)) throw appError('uploadTicketMissing', 400);
      const ticket = early ?? checkTicket(store.secret(), fields);
      if (!ticket.ok) throw refusal(ticket);
      if (!file) throw appError('uploadFileMissing', 400);
      const kind = sniffVideo(file.head);
      if (!kind) throw appError('videoInvalidType', 400);
      const { size } = await stat(file.path);
      const stored = await store.accept(file.path, ticket.publicId, kind);
      res.json({
        public_id: ticket.publicId,
        secure_url: stored.secureUrl,
        duration: stored.duration ?? 0,
        resource_type: 'video',
        format: kind.extension,
        bytes: size,
        ...(stored.thumbnailUrl ? { thumbnail_url: stored.thumbnailUrl } : {}),
      } satisfies VideoUploadResponse);
    } finally {
      await Promise.all(written.map((incoming) => rm(incoming, { force: true })));
      release(address);
    }
  };
}

/** Any of the ticket's signed fields: a form with none carries no ticket at all. */
const hasTicket = (fields: TicketFields) =>
  fields.signature !== undefined || fields.timestamp !== undefined || fields.public_id !== undefined;
