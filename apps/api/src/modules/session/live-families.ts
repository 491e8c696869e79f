import type { ListenToChanges } from '../../db/change-feed.js';
import { SIGN_IN_ENDED_CHANNEL } from './repository.js';

/** How long a sign-in found live is trusted without asking the database again, in this process. */
export const LIVE_FAMILY_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers which sign-ins were recently found live, so checking an access token's sign-in costs one
 * indexed query per sign-in per half minute, not one per request. Ending a sign-in in this process
 * forgets it at once. With `listen` (a database other processes share), a sign-in ended by any other API
 * instance is announced on SIGN_IN_ENDED_CHANNEL and every instance forgets all it trusted; while that
 * feed is not live nothing is trusted, so a missed announcement cannot keep a revoked token working.
 * The feed is heard a few milliseconds after the sign-out is answered; `endedElsewhere` (a mark in Redis
 * written before that answer) closes even that gap.
 */
export function createLiveFamilies(
  isLive: (familyId: string) => Promise<boolean>,
  options: {
    listen?: ListenToChanges | undefined;
    /** Whether another instance ended the sign-in lately (Redis); asked before trusting what is cached. */
    endedElsewhere?: ((familyId: string) => Promise<boolean | undefined>) | undefined;
    clock?: () => number;
  } = {},
) {
  const clock = options.clock ?? Date.now;
  const liveUntil = new Map<string, number>();
  let trusting = !options.listen;
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    liveUntil.clear();
  };
  if (options.listen) {
    void options
      .listen(SIGN_IN_ENDED_CHANNEL, {
        onChange: forgetAll,
        onLive: (live) => {
          trusting = live;
          forgetAll();
        },
      })
      .catch(() => undefined);
  }
  return {
    async check(familyId: string): Promise<boolean> {
      const until = liveUntil.get(familyId);
      if (until !== undefined && until > clock()) {
        // Ended on another instance, or Redis cannot say: the database decides.
        const endedElsewhere = options.endedElsewhere ? await options.endedElsewhere(familyId) : false;
        if (endedElsewhere === false) return true;
        liveUntil.delete(familyId);
      }
      const askedAt = generation;
      const live = await isLive(familyId);
      // An end announced while the database was being asked may postdate the answer: do not keep it.
      if (live && trusting && askedAt === generation) {
        if (liveUntil.size >= MAX_ENTRIES) liveUntil.clear();
        liveUntil.set(familyId, clock() + LIVE_FAMILY_CACHE_MS);
      } else if (!live) liveUntil.delete(familyId);
      return live;
    },
    forget(familyId: string): void {
      liveUntil.delete(familyId);
    },
  };
}
