// This process's event-feed logs, one per contest, each brought up to date from a fresh snapshot at most
// once per `minIntervalMs` however many clients follow it, and never twice at once.
import type { CcsSnapshot } from './ccs-snapshot.js';
import { createEventLog } from './event-log.js';
import type { EventLog } from './event-log.js';

type Feed = { log: EventLog; refreshedMs: number; pending: Promise<EventLog | undefined> | undefined };

export type FeedStoreDeps = {
  /** The contest's snapshot now, by its CCS id; undefined once it is gone. */
  load: (contestId: string) => Promise<CcsSnapshot | undefined>;
  minIntervalMs: number;
};

export function createFeedStore(deps: FeedStoreDeps) {
  const feeds = new Map<string, Feed>();

  const update = async (contestId: string, feed: Feed): Promise<EventLog | undefined> => {
    const snapshot = await deps.load(contestId);
    if (!snapshot) {
      feeds.delete(contestId);
      return undefined;
    }
    feed.log.record(snapshot);
    feed.refreshedMs = Date.now();
    return feed.log;
  };

  return {
    /** The contest's log, up to date within `minIntervalMs`; undefined when there is no such contest. */
    refresh(contestId: string): Promise<EventLog | undefined> {
      let feed = feeds.get(contestId);
      if (!feed) {
        feed = { log: createEventLog(), refreshedMs: 0, pending: undefined };
        feeds.set(contestId, feed);
      }
      const current = feed;
      if (current.pending) return current.pending;
      if (Date.now() - current.refreshedMs < deps.minIntervalMs) return Promise.resolve(current.log);
      current.pending = update(contestId, current).finally(() => {
        current.pending = undefined;
      });
      return current.pending;
    },
  };
}

export type FeedStore = ReturnType<typeof createFeedStore>;
