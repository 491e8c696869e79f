import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** A serialised JSON answer and its strong ETag. */
export type SerialisedJson = { body: Buffer; etag: string };

/** Serialises once; the ETag is a hash of the bytes, so equal answers share it. */
export function serialiseJson(json: unknown): SerialisedJson {
  const body = Buffer.from(JSON.stringify(json));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** If-None-Match holds this ETag (a list, `*`, or weak forms all count, as for any GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends ready bytes with their ETag, or 304 when the client holds them already. `no-cache` lets browsers
 * keep the answer and ask again every time, so an edit is seen on the next request.
 */
export function sendSerialisedJson(req: Request, res: Response, document: SerialisedJson): void {
  res.setHeader('ETag', document.etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (matchesEtag(req.headers['if-none-match'], document.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', document.body.length);
  res.end(document.body);
}
