import type { Response } from 'supertest';

type Done = (error: Error | null, body: Buffer) => void;

/** A supertest parser that keeps any response body as raw bytes (zips, images), whatever its type. */
export function binaryBody(response: Response, done: Done): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => {
    done(null, Buffer.concat(chunks));
  });
}
