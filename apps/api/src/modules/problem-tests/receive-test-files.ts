import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { MESSAGES, PROBLEM_PACKAGE_MAX_BYTES } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';

/** The multipart fields a test upload may carry: one test as two files, or a zip of many. */
export const TEST_FILE_FIELDS = ['input', 'answer', 'zip'] as const;
export type TestFileField = (typeof TEST_FILE_FIELDS)[number];
export type ReceivedTestFiles = Partial<Record<TestFileField, { path: string; filename: string }>>;

const isTestFileField = (name: string): name is TestFileField =>
  (TEST_FILE_FIELDS as readonly string[]).includes(name);

/**
 * Streams the upload's files into `dir` (never whole into memory); other parts are read past. Past the
 * package bound a file fails the upload with 413.
 */
export function receiveTestFiles(req: Request, dir: string): Promise<ReceivedTestFiles> {
  return new Promise((resolve, reject) => {
    const received: ReceivedTestFiles = {};
    const writes: Promise<void>[] = [];
    const parser = busboy({
      headers: req.headers,
      limits: { fileSize: PROBLEM_PACKAGE_MAX_BYTES, files: TEST_FILE_FIELDS.length, fields: 0 },
    });
    const fail = (error: unknown) => {
      req.unpipe(parser);
      req.resume();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    parser.on('file', (name, stream, info) => {
      if (!isTestFileField(name) || received[name]) {
        stream.resume();
        return;
      }
      const file = { path: path.join(dir, name), filename: info.filename ?? '' };
      received[name] = file;
      stream.on('limit', () => {
        fail(new AppError('payloadTooLarge', MESSAGES.packageTooLarge, 413));
      });
      writes.push(pipeline(stream, createWriteStream(file.path)));
    });
    parser.on('error', fail);
    parser.on('close', () => {
      Promise.all(writes)
        .then(() => {
          resolve(received);
        })
        .catch(fail);
    });
    req.pipe(parser);
  });
}
