import type { Request } from 'express';
import type { Logger } from './logger.js';

type RequestContext = { id: string; logger: Logger; child?: Logger };
/**
 * Kept on the request itself under a symbol no one else holds: a WeakMap entry per request was a
 * measurable share of a cached read (the insert, then the collector's ephemeron work).
 */
const CONTEXT = Symbol('codecourt.requestContext');
type WithContext = Request & { [CONTEXT]?: RequestContext };

export function setRequestContext(req: Request, id: string, logger: Logger): void {
  (req as WithContext)[CONTEXT] = { id, logger };
}

const contextOf = (req: Request): RequestContext | undefined => (req as WithContext)[CONTEXT];

export function requestId(req: Request): string | undefined {
  return contextOf(req)?.id;
}

/**
 * A logger whose lines carry this request's id. Made on first use: most requests never log beyond
 * their one access line, and a child logger per request is measurable at thousands of requests a second.
 */
export function requestLog(req: Request, fallback: Logger): Logger {
  const context = contextOf(req);
  if (!context) return fallback;
  context.child ??= context.logger.child({ reqId: context.id });
  return context.child;
}
