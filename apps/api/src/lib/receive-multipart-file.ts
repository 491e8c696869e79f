import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from './app-error.js';

export type ReceivedFile = { path: string; filename: string; head: Buffer };
export type ReceivedForm = { fields: Record<string, string>; file?: ReceivedFile };

export type ReceiveOptions = {
  /** The form field that carries the file; other files are read past. */
  fileField: string;
  maxBytes: number;
  /** The 413's message when the file passes maxBytes. */
  tooLargeMessage: string;
  /** How many leading bytes to keep for sniffing. */
  headBytes: number;
  /** A fresh path to write the file to. */
  incoming: () => Promise<string>;
  /** Collects the paths written, for the caller to remove. */
  written: string[];
  /**
   * Called with the fields read so far when the file part begins: an error refuses the upload there,
   * before a byte of the file is written (an upload authorised by its fields, not by a cookie).
   */
  admit?: (fields: Record<string, string>) => Error | undefined;
};

/**
 * Streams a multipart body: the small fields into memory, the one file to disk (never whole into
 * memory). Past `maxBytes` it stops reading the body and fails with 413.
 */
export function receiveMultipartFile(req: Request, options: ReceiveOptions): Promise<ReceivedForm> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const writes: Promise<ReceivedFile>[] = [];
    const parser = busboy({
      headers: req.headers,
      limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 4096 },
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
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField) {
        stream.resume();
        return;
      }
      const refused = options.admit?.(fields);
      if (refused) {
        stream.resume();
        fail(refused);
        return;
      }
      writes.push(
        (async () => {
          const file = {
            path: await options.incoming(),
            filename: info.filename ?? '',
            head: Buffer.alloc(0),
          };
          options.written.push(file.path);
          stream.on('data', (chunk: Buffer) => {
            if (file.head.length < options.headBytes)
              file.head = Buffer.concat([file.head, chunk]).subarray(0, options.headBytes);
          });
          stream.on('limit', () => {
            fail(new AppError('payloadTooLarge', options.tooLargeMessage, 413));
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
