import type { RequestHandler } from 'express';
import { signedInUser } from '../../middleware/auth-context.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import type { RateLimitOptions } from '../../middleware/rate-limit.js';

/**
 * Registration by access code (issue #34 finding 6): wrong codes are counted per user and contest, so a
 * code cannot be guessed in seconds, and one user's guesses never lock another out. A 403 is a refused
 * code (or a closed registration, which a guesser gains nothing from); a right code counts nothing.
 */
export function createAccessCodeLimiter(
  limit: { windowMs: number; max: number },
  store: Pick<RateLimitOptions, 'redis' | 'prefix'>,
): RequestHandler {
  return createRateLimiter('access-code', {
    ...limit,
    ...store,
    keyOf: (req) => `${signedInUser(req).id}:${String(req.params.id).toLowerCase()}`,
    counts: (res) => res.statusCode === 403,
  });
}
