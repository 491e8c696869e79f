import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pino } from 'pino';
import { REQUEST_ID_HEADER, requestIdSchema } from '@codecourt/contracts';
import type { Logger } from '../lib/logger.js';
import { setRequestContext } from '../lib/request-log.js';

export { REQUEST_ID_HEADER };
/** Probes and scrapes that come every few seconds: an access line each would drown the rest. */
const UNLOGGED_PATHS = new Set(['/api/health', '/api/metrics']);
/**
 * Query parameters that carry a credential: the emailed reset link opens `/reset-password?token=...` on
 * this server, and a script may put a key in a URL. Their values are replaced before the line is written.
 */
const SECRET_QUERY_PARAMETER = /^(token|access_token|api_key|apikey|key|password|secret|signature|code)$/i;

/** The URL as logged: path and query, with the values of credential-shaped parameters replaced. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_PARAMETER.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A caller's (or proxy's) X-Request-Id is kept when it looks like an id; otherwise one is minted. */
export function requestIdOf(header: string | string[] | undefined): string {
  // Most callers send none: only a sent one is checked.
  const incoming = header === undefined ? undefined : requestIdSchema.safeParse(header);
  return incoming?.success ? incoming.data : randomUUID();
}

type Level = 'info' | 'warn' | 'error';
type LineStream = { write(line: string): unknown };

/**
 * Writes the access line as pino would (numeric level, its time, the logger's bindings, `msg`) but as one
 * template string straight to the logger's stream: no object to build, walk and redact per request, which
 * was a measurable share of a cached read's CPU. createLogger's pino has no formatters, mixin or hooks
 * that this would bypass. The id (requestIdSchema's characters or a UUID), the method (an HTTP token) and
 * the address (an IP) need no JSON escaping; only the URL is stringified.
 */
function accessLineWriter(logger: Logger) {
  // pino keeps these behind its exported symbols, which its types do not list on a Logger.
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as LineStream;
  const bindings = internals[pino.symbols.chindingsSym] as string;
  const time = (internals[pino.symbols.timeSym] as () => string).bind(logger);
  return (level: Level, id: string, req: IncomingMessage, url: string, status: number, ms: number): void => {
    const address = req.socket.remoteAddress;
    stream.write(
      `{"level":${String(logger.levels.values[level])}${time()}${bindings},"reqId":"${id}","req":{"method":"${req.method ?? ''}","url":${JSON.stringify(loggableUrl(url))},"remoteAddress":${address === undefined ? 'null' : `"${address}"`}},"res":{"statusCode":${String(status)}},"responseTime":${String(ms)},"msg":"request completed"}\n`,
    );
  };
}

/** Called once per finished request (the HTTP metrics): its method, URL, status and time in seconds. */
export type FinishedRequestObserver = (method: string, url: string, status: number, seconds: number) => void;

/** Starts a request's tracking: its access line and metrics once the answer is finished. */
export type TrackRequest = (req: IncomingMessage, res: ServerResponse, id: string, url: string) => void;

/**
 * One log line per finished request: id, method, url (credentials in its query replaced), status and time
 * only. Headers (cookies, the CSRF header) and bodies (passwords) never reach the log in the first place.
 * `observe` is called from the same 'finish' listener: one listener per request, not one per observer.
 * `url` is the request's URL as it arrived (Express's originalUrl).
 */
export function createRequestTracker(logger: Logger, observe?: FinishedRequestObserver): TrackRequest {
  const writeAccessLine = accessLineWriter(logger);
  return (req, res, id, url) => {
    const logged = !UNLOGGED_PATHS.has(url);
    if (!logged && !observe) return;
    const started = performance.now();
    // 'finish' comes once per response: `on` spares the once-wrapper.
    res.on('finish', () => {
      const ms = performance.now() - started;
      const status = res.statusCode;
      observe?.(req.method ?? '', url, status, ms / 1000);
      if (!logged) return;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (logger.isLevelEnabled(level)) writeAccessLine(level, id, req, url, status, Math.round(ms));
    });
  };
}

/** The tracker as Express middleware: it also echoes the request id and keeps it for requestLog(). */
export function createRequestLogger(logger: Logger, track: TrackRequest): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, id);
    setRequestContext(req, id, logger);
    track(req, res, id, req.originalUrl);
    next();
  };
}
