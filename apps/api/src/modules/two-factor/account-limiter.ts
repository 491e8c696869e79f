// Wrong second-factor codes counted per account, whatever the address: the per-address limiter alone let
// someone who knows the password try codes from many addresses, each sign-in giving a fresh challenge.
import type { RequestHandler } from 'express';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import type { RateLimitOptions } from '../../middleware/rate-limit.js';

export function createSecondFactorAccountLimiter(
  limit: { windowMs: number; max: number },
  store: Pick<RateLimitOptions, 'redis' | 'prefix'>,
  accountOf: (challenge: string) => Promise<string | undefined>,
): RequestHandler {
  return createRateLimiter('two-factor-account', {
    ...limit,
    ...store,
    keyOf: async (req) => {
      const { challenge } = (req.body ?? {}) as { challenge?: unknown };
      if (typeof challenge !== 'string') return 'no-challenge';
      const account = await accountOf(challenge);
      // An unknown or expired challenge is refused whatever the code: it only ever counts against itself.
      return account === undefined ? `challenge:${challenge.slice(0, 64)}` : `user:${account}`;
    },
    counts: (res) => res.statusCode === 401,
  });
}
