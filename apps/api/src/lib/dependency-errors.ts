import { DrizzleQueryError } from 'drizzle-orm';

/** Which dependency an error says is unreachable: the API answers 503 for these instead of a 500. */
export type UnavailableDependency = 'database' | 'redis';

/** Socket failures: the peer is gone, refused us, or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own "not now" answers: connection exceptions (class 08), a statement cancelled by
 * statement_timeout (57014), a server shutting down or still starting (57P01-57P03), too many
 * connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57014$|57P0[1-3]$|53300$)/;

/** node-postgres says a connection broke or could not be had only in its messages. */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/** ioredis gives up on a command after maxRetriesPerRequest reconnects, or refuses it once the connection closed. */
const REDIS_NAMES = new Set(['MaxRetriesPerRequestError']);
const REDIS_MESSAGE = /^(Connection is closed|Stream isn't writeable|Reached the max retries per request)/;

export type Link = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

/** The error and its causes (drizzle wraps the driver's error in DrizzleQueryError), at most a few deep. */
export function chainOf(error: unknown): Link[] {
  const chain: Link[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const link: Link = current;
    chain.push(link);
    current = link.cause;
  }
  return chain;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 'database' or 'redis' when `error` says that dependency is unreachable right now; undefined otherwise. */
export function unavailableDependency(error: unknown): UnavailableDependency | undefined {
  const chain = chainOf(error);
  if (chain.some((link) => REDIS_NAMES.has(text(link.name)) || REDIS_MESSAGE.test(text(link.message))))
    return 'redis';
  const fromDatabase = chain.some((link) => link instanceof DrizzleQueryError);
  for (const link of chain) {
    const code = text(link.code);
    if (UNAVAILABLE_SQLSTATE.test(code) || PG_CONNECTION_MESSAGE.test(text(link.message))) return 'database';
    if (fromDatabase && NETWORK_CODES.has(code)) return 'database';
  }
  return undefined;
}
