import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { MESSAGES } from '@codecourt/contracts';
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
   * before a byte of the file is written (an upload authorised by its fields, not by a cookie). Fields
   * after the file are only in the answer: the caller checks them before keeping the file.
   */
  admit?: (fields: Record<string, string>) => Error | undefined;
};

/**
 * Streams a multipart body: the small fields into memory, the one file to disk (never whole into
 * memory). Past `maxBytes` it stops reading the body and fails with 413; a client that goes away fails
 * it too, its file closed. No file is begun after a failure, so `written` then holds every path.
 */
export function receiveMultipartFile(req: Request, options: ReceiveOptions): Promise<ReceivedForm> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const writes: Promise<ReceivedFile>[] = [];
    const streaming = new Set<Readable>();
    // An object, not a variable: the callbacks read what another one wrote meanwhile.
    const state: { failure?: Error } = {};
    const parser = busboy({
      headers: req.headers,
      limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 4096 },
    });
    const fail = (error: unknown) => {
      if (state.failure) return;
      const failure = error instanceof Error ? error : new Error(String(error));
      state.failure = failure;
      req.unpipe(parser);
      // Drained, not stored, until the connection closes after the answer.
      req.resume();
      reject(failure);
    };
    // A client gone in the middle of the body: the parser would wait for the rest forever, and the file
    // being written would stay open. Closed, it is the caller's to remove like any refused upload's.
    req.on('close', () => {
      if (req.complete) return;
      for (const stream of streaming) stream.destroy();
      fail(new AppError('uploadFailed', MESSAGES.uploadFailed, 400));
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField || state.failure) {
        stream.resume();
        return;
      }
      const refused = options.admit?.(fields);
      if (refused) {
        stream.resume();
        fail(refused);
        return;
      }
      streaming.add(stream);
      const write = (async () => {
        const file = {
          path: await options.incoming(),
          filename: info.filename ?? '',
          head: Buffer.alloc(0),
        };
        if (state.failure) throw state.failure;
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
      })();
      // A write cut short by a failure already answered has nobody left to hear it.
      write.catch(() => undefined);
      writes.push(write);
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
