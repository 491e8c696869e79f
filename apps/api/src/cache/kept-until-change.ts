import type { ListenToChanges } from '../db/change-feed.js';

export type KeptUntilChange<T> = {
  /** The value under `key`, loaded once until a change forgets it; a load that answers undefined is not kept. */
  read: (key: string, load: () => Promise<T | undefined>) => Promise<T | undefined>;
  /** This process's own write, before its notification comes back (read-your-writes). */
  forget: () => void;
};

export type WatchedChannel = {
  channel: string;
  /** Whether a notification's payload makes what is kept stale; every one does without it. */
  forgets?: (payload: string) => boolean;
};

/**
 * Values read from the database and kept in this process until a committed change on one of `channels`
 * (this instance's or any other's on the same database) says they may be stale. A read begun before a
 * change is not kept after it, and while any channel is not live (not listening yet, or its connection
 * lost) nothing is kept, so a missed change cannot stick. Without `listen` nothing is ever kept: a write
 * no notification announces would otherwise stay unseen.
 */
export function createKeptUntilChange<T>(options: {
  channels: readonly WatchedChannel[];
  listen?: ListenToChanges | undefined;
  /** The most values kept; the oldest goes first (keys a client chooses must not grow it unbounded). */
  maxEntries: number;
}): KeptUntilChange<T> {
  const kept = new Map<string, Promise<T | undefined>>();
  const notLive = new Set<string>(options.channels.map((c) => c.channel));
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };

  const { listen } = options;
  if (listen)
    for (const { channel, forgets } of options.channels)
      void listen(channel, {
        onChange: (payload) => {
          if (!forgets || forgets(payload ?? '')) forget();
        },
        onLive: (isLive) => {
          if (isLive) notLive.delete(channel);
          else notLive.add(channel);
          forget();
        },
      }).catch(() => undefined);

  return {
    read: (key, load) => {
      const hit = kept.get(key);
      if (hit) return hit;
      // A query builder is a thenable that runs its query again on every await: resolved once here, it is
      // one read kept, not a query kept.
      const pending = Promise.resolve(load());
      if (notLive.size > 0) return pending;
      const startedAt = generation;
      if (kept.size >= options.maxEntries) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(key, pending);
      const drop = () => {
        if (startedAt === generation && kept.get(key) === pending) kept.delete(key);
      };
      pending.then((value) => {
        if (value === undefined) drop();
      }, drop);
      return pending;
    },
    forget,
  };
}
