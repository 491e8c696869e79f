import type { Redis } from 'ioredis';
import { LIVE_FAMILY_CACHE_MS } from './live-families.js';

/** Sign-ins just ended, as every API instance on one Redis sees them at once. */
export type EndedSignIns = {
  /** Records that the sign-in ended; answers once Redis has it (or has failed: the change feed still tells). */
  mark: (familyId: string) => Promise<void>;
  /** Whether any instance ended the sign-in lately; undefined when Redis cannot say. */
  isEnded: (familyId: string) => Promise<boolean | undefined>;
};

const KEY_PREFIX = 'codecourt:sign-in-ended:';
/** Longer than any instance trusts a cached sign-in: after it, every such entry was asked again. */
const MARK_TTL_MS = 2 * LIVE_FAMILY_CACHE_MS;

/**
 * The database's change feed tells other instances of an ended sign-in within milliseconds, but after the
 * sign-out has been answered; a mark in Redis, written before the answer and read on each request that
 * trusts a cached sign-in, makes the next request anywhere see it.
 */
export function createEndedSignIns(redis: Redis): EndedSignIns {
  return {
    async mark(familyId) {
      await redis.set(`${KEY_PREFIX}${familyId}`, '1', 'PX', MARK_TTL_MS).catch(() => undefined);
    },
    async isEnded(familyId) {
      return redis.exists(`${KEY_PREFIX}${familyId}`).then(
        (count) => count > 0,
        () => undefined,
      );
    },
  };
}
