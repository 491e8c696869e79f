import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { tinyMp4 } from './video-bytes.js';

export type UploadAnswer = { status: number; body: unknown };

/** A multipart upload written by hand, so a test decides the order of its parts and when each goes out. */
export type RawUpload = {
  /** The server's answer; undefined when the connection was cut before one came. */
  answer: Promise<UploadAnswer | undefined>;
  /** Writes `size` more bytes of the file part, waiting while the server does not read. */
  send: (size: number) => Promise<void>;
  /** Ends the file part, writes the fields that follow it and the closing boundary. */
  finish: () => void;
  /** Cuts the connection in the middle of the body, as a closed browser tab does. */
  abort: () => void;
};

const BOUNDARY = 'codecourtboundary';
const CHUNK = Buffer.alloc(1024 * 1024, 3);

const fieldParts = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');

/**
 * A chunked multipart POST (no Content-Length) to `path`: the `before` fields, the head of a file part
 * named `file` (an MP4's first bytes), then whatever `send` adds; `finish` writes the `after` fields.
 */
export function openUpload(
  port: number,
  path: string,
  fields: { before?: Record<string, string>; after?: Record<string, string> },
): RawUpload {
  const req = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Transfer-Encoding': 'chunked' },
  });
  let cut = false;
  const answer = new Promise<UploadAnswer | undefined>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (cut) resolve(undefined);
      // The server may answer and close while the body is still being written.
      else if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
  });
  req.write(fieldParts(fields.before ?? {}));
  req.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="solution.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  req.write(tinyMp4(64));
  return {
    answer,
    async send(size) {
      for (let sent = 0; sent < size && !req.destroyed; sent += CHUNK.length) {
        if (!req.write(CHUNK.subarray(0, Math.min(CHUNK.length, size - sent))))
          // A server that has answered stops reading: the error is the answer's, not the send's.
          await Promise.race([once(req, 'drain'), once(req, 'close')]).catch(() => undefined);
      }
    },
    finish() {
      req.end(`\r\n${fieldParts(fields.after ?? {})}--${BOUNDARY}--\r\n`);
    },
    abort() {
      cut = true;
      req.destroy();
    },
  };
}

/** `app` listening on a free port of 127.0.0.1 until `close`. */
export async function listening(app: Express): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
