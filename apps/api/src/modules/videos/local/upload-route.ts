import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';
import { MESSAGES, VIDEO_MAX_BYTES } from '@codecourt/contracts';
import type { VideoUploadResponse } from '@codecourt/contracts';
import { AppError } from '../../../lib/app-error.js';
import type { LocalVideoStore } from './local-video-store.js';
import { SNIFF_BYTES, sniffVideo } from './sniff-video.js';
import { checkTicket } from './upload-ticket.js';
import type { TicketFields } from './upload-ticket.js';

/** Room for the multipart boundaries and the ticket's fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

type IncomingFile = { path: string; head: Buffer };
type Received = { fields: TicketFields; file?: IncomingFile };

/**
 * Streams the multipart body: the ticket's fields into memory (small), the file to disk, never whole
 * into memory. Past VIDEO_MAX_BYTES it stops reading the body and fails with 413. `written` collects
 * the paths it wrote, for the caller to clean up.
 */
function receive(req: Request, incoming: () => Promise<string>, written: string[]): Promise<Received> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const writes: Promise<IncomingFile>[] = [];
    const parser = busboy({
      headers: req.headers,
      limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096 },
    });
    const fail = (error: unknown) => {
      req.unpipe(parser);
      // Drained, not stored, until the connection closes after the answer.
      req.resume();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      writes.push(
        (async () => {
          const file = { path: await incoming(), head: Buffer.alloc(0) };
          written.push(file.path);
          stream.on('data', (chunk: Buffer) => {
            if (file.head.length < SNIFF_BYTES)
              file.head = Buffer.concat([file.head, chunk]).subarray(0, SNIFF_BYTES);
          });
          stream.on('limit', () => {
            fail(new AppError('videoTooLarge', MESSAGES.videoTooLarge, 413));
          });
          await pipeline(stream, createWriteStream(file.path));
          return file;
        })(),
      );
    });
    parser.on('error', fail);
    parser.on('close', () => {
      Promise.all(writes)
        .then(([file]) => {
          resolve({ fields, ...(file ? { file } : {}) });
        })
        .catch(fail);
    });
    req.pipe(parser);
  });
}

/**
 * POST /api/video/upload: the local store's stand-in for Cloudinary's upload API. Authorised by the
 * ticket's signature alone (no cookie, no XSRF header), so it is mounted before those checks. The file
 * must be a video by its bytes and at most VIDEO_MAX_BYTES, checked while it streams to disk.
 */
export function createLocalUploadHandler(store: LocalVideoStore): RequestHandler {
  return async (req, res) => {
    if (!req.is('multipart/form-data'))
      throw new AppError('uploadFileMissing', MESSAGES.uploadFileMissing, 400);
    // The answer may come before the body is read (too large, refused): the connection is not reused.
    res.setHeader('Connection', 'close');
    if (Number(req.get('content-length') ?? 0) > VIDEO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
      throw new AppError('videoTooLarge', MESSAGES.videoTooLarge, 413);
    const written: string[] = [];
    try {
      const { fields, file } = await receive(req, store.incomingPath, written);
      if (!file) throw new AppError('uploadFileMissing', MESSAGES.uploadFileMissing, 400);
      const ticket = checkTicket(store.secret(), fields);
      if (!ticket.ok) throw new AppError('uploadSignatureInvalid', ticket.message, 400);
      const kind = sniffVideo(file.head);
      if (!kind) throw new AppError('videoInvalidType', MESSAGES.videoInvalidType, 400);
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
    }
  };
}
