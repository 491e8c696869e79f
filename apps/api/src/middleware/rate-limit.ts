import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';
import type { RedisReply } from 'rate-limit-redis';
import { MESSAGES } from '@codecourt/contracts';
import { AppError } from '../lib/app-error.js';
import { signedInUser } from './auth-context.js';

export type RateLimitOptions = {
  windowMs: number;
  max: number;
  redis: Redis | undefined;
  prefix: string;
  /** Count per signed-in user instead of per IP (mount after requireAuth). */
  perUser?: boolean;
};

/**
 * Per-client-IP attempt limit (login, register). With Redis the count is shared by every API instance;
 * without it each process counts alone. Behind a proxy, TRUST_PROXY makes req.ip the real client.
 */
export function createRateLimiter(name: string, options: RateLimitOptions): RequestHandler {
  const { redis } = options;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // TRUST_PROXY decides whether X-Forwarded-For counts; the library's own warning about it would go to
    // console.error, around our logger, on every forged header.
    validate: { xForwardedForHeader: false },
    ...(options.perUser ? { keyGenerator: (req: Request) => signedInUser(req).id } : {}),
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
      next(new AppError('tooManyRequests', MESSAGES.tooManyRequests, 429));
    },
  });
}
