// Contest problems stay secret (issue #22 item 5, issue #34): a problem held by a contest that has not
// ended is secret unless that contest keeps it public; it stays secret while any holder is unfinished, so a
// problem shared with an ended contest is secret too. The set is read once and kept until a contest or
// problem write (any instance) or the next contest end.
import { and, eq, gt, min } from 'drizzle-orm';
import type { ListenToChanges } from '../../../db/change-feed.js';
import type { Database } from '../../../db/client.js';
import { contestProblems, contests } from '../../../db/schema/index.js';
import { PROBLEM_CHANGES_CHANNEL } from '../problem-changes.js';

export type SecretProblems = {
  /** The ids of the problems hidden from non-admins right now. */
  ids: () => Promise<ReadonlySet<string>>;
  /**
   * Called whenever the set may have changed: a contest ended, or a contest write (this instance's at once,
   * any instance's when its notification arrives). What was derived from the set (cached public documents,
   * the landing's figures) must go.
   */
  onExpiry: (callback: () => void) => void;
  /**
   * This process committed a write that may change the set: it is read again now, and the expiry callbacks
   * run, rather than when the database's notification arrives (after the writer has already answered).
   */
  changed: () => void;
};

/** setTimeout's longest delay; a later end is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createSecretProblems(
  db: Database,
  listen?: ListenToChanges,
  now = () => new Date(),
): SecretProblems {
  let cached: Promise<ReadonlySet<string>> | undefined;
  let live = !listen;
  let expiry: NodeJS.Timeout | undefined;
  const callbacks: (() => void)[] = [];

  const forget = () => {
    cached = undefined;
    clearTimeout(expiry);
  };
  const expire = () => {
    forget();
    for (const callback of callbacks) callback();
  };

  const read = async (): Promise<ReadonlySet<string>> => {
    const rows = await db
      .select({ problemId: contestProblems.problemId, endsAt: min(contests.endAt) })
      .from(contestProblems)
      .innerJoin(contests, eq(contests.id, contestProblems.contestId))
      .where(and(eq(contestProblems.public, false), gt(contests.endAt, now())))
      .groupBy(contestProblems.problemId);
    const next = Math.min(...rows.map((r) => (r.endsAt ? new Date(r.endsAt).getTime() : Infinity)));
    if (Number.isFinite(next)) {
      clearTimeout(expiry);
      expiry = setTimeout(expire, Math.min(MAX_TIMER_MS, Math.max(0, next - now().getTime()) + 10));
      expiry.unref();
    }
    return new Set(rows.map((r) => r.problemId));
  };

  void listen?.(PROBLEM_CHANGES_CHANNEL, {
    // Another instance's write (or this one's, again): what was counted from the set is counted again too.
    onChange: expire,
    onLive: (isLive) => {
      live = isLive;
      // Changes may have been missed while the feed was down.
      expire();
    },
  });

  return {
    ids() {
      if (cached) return cached;
      const pending = read();
      pending.catch(forget);
      if (live) cached = pending;
      return pending;
    },
    onExpiry(callback) {
      callbacks.push(callback);
    },
    changed: expire,
  };
}
