import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
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

/** A caller's (or proxy's) X-Request-Id is kept when it looks like an id; otherwise one is minted. Echoed either way. */
function requestIdOf(req: Request, res: Response): string {
  const header = req.headers['x-request-id'];
  // Most callers send none: only a sent one is checked.
  const incoming = header === undefined ? undefined : requestIdSchema.safeParse(header);
  const id = incoming?.success ? incoming.data : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * One log line per finished request: id, method, url (credentials in its query replaced), status and time
 * only. Headers (cookies, the CSRF header) and bodies (passwords) never reach the log in the first place.
 */
export function createRequestLogger(logger: Logger): RequestHandler {
  // The access line is built here from fields that hold no secret, so redaction (a measurable share of a
  // cached read's time) would find nothing; every other line keeps it.
  const accessLog = logger.child({}, { redact: { paths: [] } });
  return (req, res, next) => {
    const id = requestIdOf(req, res);
    setRequestContext(req, id, logger);
    if (UNLOGGED_PATHS.has(req.url)) {
      next();
      return;
    }
    const started = performance.now();
    // 'finish' comes once per response: `on` spares the once-wrapper.
    res.on('finish', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!accessLog.isLevelEnabled(level)) return;
      accessLog[level](
        {
          reqId: id,
          req: {
            method: req.method,
            url: loggableUrl(req.originalUrl),
            remoteAddress: req.socket.remoteAddress,
          },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      );
    });
    next();
  };
}
