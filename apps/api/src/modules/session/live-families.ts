/** How long a sign-in found live is trusted without asking the database again, in this process. */
export const LIVE_FAMILY_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers which sign-ins were recently found live, so checking an access token's sign-in costs one
 * indexed query per sign-in per half minute, not one per request. Ending a sign-in in this process
 * forgets it at once; another API instance sees it ended within LIVE_FAMILY_CACHE_MS.
 */
export function createLiveFamilies(isLive: (familyId: string) => Promise<boolean>, clock = Date.now) {
  const liveUntil = new Map<string, number>();
  return {
    async check(familyId: string): Promise<boolean> {
      const until = liveUntil.get(familyId);
      if (until !== undefined && until > clock()) return true;
      const live = await isLive(familyId);
      if (live) {
        if (liveUntil.size >= MAX_ENTRIES) liveUntil.clear();
        liveUntil.set(familyId, clock() + LIVE_FAMILY_CACHE_MS);
      } else liveUntil.delete(familyId);
      return live;
    },
    forget(familyId: string): void {
      liveUntil.delete(familyId);
    },
  };
}
