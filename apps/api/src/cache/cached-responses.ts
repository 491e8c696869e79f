import type { ListenToChanges } from '../db/change-feed.js';
import type { SerialisedJson } from '../lib/send-serialised-json.js';

export type CachedResponses = {
  /** The document under `key`, built once until the next change; a build that answers undefined is not kept. */
  cached: <T extends SerialisedJson | undefined>(key: string, build: () => Promise<T>) => Promise<T>;
  /**
   * The document under `key` if it is cached and built, without waiting: what a synchronous reader (the
   * public-read lane) may answer with. Undefined while it is being built or after a change.
   */
  peek: (key: string) => SerialisedJson | undefined;
  /** Forgets every document (a write that must be read back at once, before its notification arrives). */
  invalidate: () => void;
};

export type CachedResponsesOptions = {
  /** The database channel whose committed notifications make every document stale. */
  channel: string;
  /** Without it this process is the only writer and invalidates the cache itself. */
  listen?: ListenToChanges | undefined;
  /** The most documents kept; the oldest goes first (keys a client chooses must not grow it unbounded). */
  maxEntries?: number;
};

/**
 * Cached responses: public answers (problem list, problem, stats, leaderboard), serialised once and kept
 * until a change is committed on `channel`, by this process or any other on the same database. While the
 * channel is not live (not yet listening, or its connection lost) nothing is kept, so a missed change
 * cannot stick.
 */
export function createCachedResponses({
  channel,
  listen,
  maxEntries = Number.POSITIVE_INFINITY,
}: CachedResponsesOptions): CachedResponses {
  const cache = new Map<string, Promise<SerialisedJson | undefined>>();
  /** The built documents of `cache`, under the same keys. */
  const built = new Map<string, SerialisedJson>();
  let live = !listen;
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    cache.clear();
    built.clear();
  };

  const cached = <T extends SerialisedJson | undefined>(key: string, build: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = build();
    if (!live) return pending;
    const startedAt = generation;
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) {
        cache.delete(oldest.value);
        built.delete(oldest.value);
      }
    }
    cache.set(key, pending);
    pending.then(
      (document) => {
        if (startedAt !== generation || cache.get(key) !== pending) return;
        // A miss is not kept: unknown ids must not grow the cache.
        if (document) built.set(key, document);
        else cache.delete(key);
      },
      () => {
        if (startedAt === generation) cache.delete(key);
      },
    );
    return pending;
  };

  if (listen) {
    void listen(channel, {
      onChange: invalidate,
      onLive: (isLive) => {
        live = isLive;
        invalidate();
      },
    }).catch(() => undefined);
  }

  return { cached, peek: (key) => built.get(key), invalidate };
}
