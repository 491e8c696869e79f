import type { ListenToChanges } from '../../db/change-feed.js';
import type { SerialisedJson } from '../../lib/send-serialised-json.js';

/** Pages read within this long are rebuilt when a change is committed; the others are dropped. */
const REFRESH_READ_WITHIN_MS = 5 * 60_000;
/** At most this many pages are rebuilt per change (the most recently read): a change stays cheap. */
const MAX_REFRESHED = 16;

type Entry = {
  build: () => Promise<SerialisedJson>;
  document: Promise<SerialisedJson>;
  readAt: number;
  /** Set while the entry waits for the next rebuild round: it receives the rebuilt document. */
  settle?: ((document: Promise<SerialisedJson>) => void) | undefined;
};

export type PrecomputedPages = {
  /** The page under `key`: precomputed when it was read recently, else built now and kept. */
  read: (key: string, build: () => Promise<SerialisedJson>) => Promise<SerialisedJson>;
  /** Resolves once the rebuilds owed for the changes so far are done (tests and the bench wait on it). */
  settled: () => Promise<void>;
};

/**
 * Pages rebuilt on write, not on read: a committed change on `channel` (any process's) rebuilds the pages
 * people read recently, so the first read after a change is served from memory, not from the database.
 * A read that arrives while a rebuild runs waits for it, so no read after a change sees the page from
 * before it. Rebuild rounds never overlap: changes during one are taken by the next. While the channel is
 * not live nothing is kept, so a missed change cannot stick.
 */
export function createPrecomputedPages(options: {
  channel: string;
  listen?: ListenToChanges | undefined;
  maxEntries: number;
  now?: () => number;
}): PrecomputedPages {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let live = !options.listen;
  let dirty = false;
  let round: Promise<void> | undefined;

  const forgetOnFailure = (key: string, document: Promise<SerialisedJson>) => {
    document.catch(() => {
      if (entries.get(key)?.document === document) entries.delete(key);
    });
  };

  const rebuildRounds = async () => {
    while (dirty) {
      dirty = false;
      const owed = [...entries.values()].filter((entry) => entry.settle);
      await Promise.allSettled(
        owed.map((entry) => {
          const document = entry.build();
          entry.settle?.(document);
          entry.settle = undefined;
          return document;
        }),
      );
    }
  };

  const changed = () => {
    const cutoff = now() - REFRESH_READ_WITHIN_MS;
    const kept = [...entries]
      .filter(([, entry]) => entry.readAt >= cutoff)
      .sort(([, a], [, b]) => b.readAt - a.readAt)
      .slice(0, MAX_REFRESHED);
    entries.clear();
    for (const [key, entry] of kept) {
      let settle: Entry['settle'];
      const document = new Promise<SerialisedJson>((resolve) => {
        settle = resolve;
      });
      entries.set(key, { ...entry, document, settle });
      forgetOnFailure(key, document);
    }
    dirty = true;
    startRounds();
  };

  const startRounds = () => {
    round ??= rebuildRounds().finally(() => {
      round = undefined;
      // A change between the last round's check and here is owed a round too.
      if (dirty) startRounds();
    });
  };

  if (options.listen) {
    void options
      .listen(options.channel, {
        onChange: changed,
        onLive: (isLive) => {
          live = isLive;
          entries.clear();
        },
      })
      .catch(() => undefined);
  }

  return {
    read: (key, build) => {
      const entry = entries.get(key);
      if (entry) {
        entry.readAt = now();
        return entry.document;
      }
      const document = build();
      if (!live) return document;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { build, document, readAt: now() });
      forgetOnFailure(key, document);
      return document;
    },
    settled: async () => {
      while (round) await round;
    },
  };
}
