import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { matchesEtag, type SerialisedJson } from '../lib/send-serialised-json.js';
import { REQUEST_ID_HEADER, requestIdOf, type TrackRequest } from './request-logger.js';
import type { HeaderBlock } from './security-headers.js';

/** A cached public answer for a URL, or undefined to leave the request to Express. */
export type PublicReadLookup = (url: string) => SerialisedJson | undefined;

export type PublicReadLaneOptions = {
  lookup: PublicReadLookup;
  /** The headers Express's middleware would set on this answer (security, CORS): sent as they are. */
  headers: HeaderBlock;
  /** The access line and metrics, as for every other request. */
  track: TrackRequest;
};

type Handle = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;

/**
 * Answers the most read public documents (the problem list, a problem) before Express sees the request.
 * Express's own work on a request (its request and response prototypes, the router's walk, a final
 * handler) cost more than everything else a cached read does: without it a read takes about a quarter of
 * the CPU. The answer is the one Express would give, header for header (the app's tests compare them): the
 * same document, ETag and 304, the security and CORS headers, a request id, an access line and metrics.
 * Only a plain GET without an Origin, for exactly a URL the lookup knows and a document already built,
 * takes the lane; everything else goes on to Express as before.
 */
export function createPublicReadLane({ lookup, headers, track }: PublicReadLaneOptions) {
  const fixed = headers.flat();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || req.headers.origin !== undefined) return false;
    const document = lookup(url);
    if (!document) return false;
    const id = requestIdOf(req.headers['x-request-id']);
    track(req, res, id, url);
    // A flat list on a response with no header set yet: Node writes it without building a header map.
    const head = [...fixed, REQUEST_ID_HEADER, id, 'ETag', document.etag, 'Cache-Control', 'no-cache'];
    if (matchesEtag(req.headers['if-none-match'], document.etag)) {
      res.writeHead(304, head);
      res.end();
      return true;
    }
    head.push('Content-Type', 'application/json; charset=utf-8');
    head.push('Content-Length', String(document.body.length));
    res.writeHead(200, head);
    res.end(document.body);
    return true;
  };
}

/** Puts the lane in front of the app: `app` is what the server (and supertest) call for every request. */
export function routeThroughLane(app: Express, lane: ReturnType<typeof createPublicReadLane>): void {
  // Express keeps `handle` off its public types; the app function calls it for every request.
  const target = app as unknown as { handle: Handle };
  const expressHandle = target.handle;
  target.handle = function handle(this: unknown, req, res, next) {
    if (!lane(req, res)) expressHandle.call(this, req, res, next);
  };
}
