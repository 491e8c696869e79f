import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';
import type { RedisReply } from 'rate-limit-redis';
import { MESSAGES } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { signedInUser } from '../../middleware/auth-context.js';

export type SubmissionRateLimitOptions = {
  windowMs: number;
  max: number;
  redis: Redis | undefined;
  prefix: string;
};

/**
 * Run and submit per signed-in user (mount after requireAuth): judging costs CPU whatever the IP.
 * With Redis every API instance shares the count.
 */
export function createSubmissionRateLimiter(options: SubmissionRateLimitOptions): RequestHandler {
  const { redis } = options;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => signedInUser(req).id,
    ...(redis
      ? {
          store: new RedisStore({
            prefix: `${options.prefix}submission:`,
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
