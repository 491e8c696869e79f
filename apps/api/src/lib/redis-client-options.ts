import type { RedisOptions } from 'ioredis';

/** How long, at most, a client waits between two attempts to reach a Redis that went away. */
const MAX_RECONNECT_DELAY_MS = 500;

/**
 * For Redis clients that serve requests (rate limits, enqueueing, lookups): a command fails after two
 * reconnect attempts, and attempts stay frequent however long Redis is down, so a request gets its 503
 * in well under a second instead of a few seconds (ioredis's default backs off to 2 s between attempts).
 */
export const requestRedisOptions: RedisOptions = {
  maxRetriesPerRequest: 2,
  retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
};
