import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';
import type { RedisReply } from 'rate-limit-redis';
import { appError } from '../lib/app-error.js';

export type RateLimitOptions = {
  windowMs: number;
  max: number;
  /** Shared counters: with Redis every API instance counts together; without it each process counts alone. */
  redis: Redis | undefined;
  /** Redis key prefix; the limiter's name is appended. */
  prefix: string;
  /**
   * Whom a request counts against; the client's IP by default (TRUST_PROXY makes it the real one behind a
   * proxy). May look it up (an account behind a token the request carries).
   */
  keyOf?: (req: Request) => string | Promise<string>;
  /** Which answered requests count (all by default): e.g. only wrong guesses, so honest use costs nothing. */
  counts?: (res: Response) => boolean;
};

/** The API's one rate limiter: `limit` requests per `windowMs` per key, answering 429 with the catalogue message. */
export function createRateLimiter(name: string, options: RateLimitOptions): RequestHandler {
  const { redis, keyOf, counts } = options;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // TRUST_PROXY decides whether X-Forwarded-For counts; the library's own warning about it would go to
    // console.error, around our logger, on every forged header.
    validate: { xForwardedForHeader: false },
    ...(keyOf ? { keyGenerator: keyOf } : {}),
    // A request is counted as it arrives and taken back once its answer shows it does not count.
    ...(counts
      ? { skipSuccessfulRequests: true, requestWasSuccessful: (_req: Request, res: Response) => !counts(res) }
      : {}),
    ...(redis
      ? {
          store: new RedisStore({
            prefix: `${options.prefix}${name}:`,
            sendCommand: (command: string, ...args: string[]) =>
              redis.call(command, ...args) as Promise<RedisReply>,
          }),
        }
      : {}),
    handler: (_req, _res, next) => {
      next(appError('tooManyRequests', 429));
    },
  });
}
