import type { ListenToChanges } from '../../db/change-feed.js';
import type { UserRow } from '../../db/schema/index.js';
import { USER_CHANGES_CHANNEL } from './user-changes.js';

/** How long a signed-in user's row is used without reading it again, in this process. */
export const SIGNED_IN_USER_CACHE_MS = 10_000;
const MAX_ENTRIES = 20_000;

/**
 * The rows of signed-in users, read once per user per SIGNED_IN_USER_CACHE_MS instead of on every
 * request. A change written by this process is forgotten at once (`forget`); with `listen`, a change
 * announced by any instance on USER_CHANGES_CHANNEL too, and while that feed is not live nothing is kept,
 * so a missed announcement cannot keep an old role. A missing user is never kept: a deleted account
 * stops working on its next request.
 */
export function createSignedInUsers(
  findById: (id: string) => Promise<UserRow | undefined>,
  options: { listen?: ListenToChanges | undefined; clock?: () => number } = {},
) {
  const clock = options.clock ?? Date.now;
  const kept = new Map<string, { row: UserRow; until: number }>();
  let trusting = !options.listen;
  // Bumped by every change: a row read while a change was announced may predate it and is not kept.
  let generation = 0;
  const forget = (id?: string) => {
    generation += 1;
    if (id) kept.delete(id);
    else kept.clear();
  };
  if (options.listen) {
    void options
      .listen(USER_CHANGES_CHANNEL, {
        onChange: (payload) => {
          forget(payload || undefined);
        },
        onLive: (live) => {
          trusting = live;
          forget();
        },
      })
      .catch(() => undefined);
  }
  return {
    async find(id: string): Promise<UserRow | undefined> {
      const known = kept.get(id);
      if (known && known.until > clock()) return known.row;
      const askedAt = generation;
      const row = await findById(id);
      if (!row) kept.delete(id);
      else if (trusting && askedAt === generation) {
        if (kept.size >= MAX_ENTRIES) kept.clear();
        kept.set(id, { row, until: clock() + SIGNED_IN_USER_CACHE_MS });
      }
      return row;
    },
    forget,
  };
}
