// This process's event-feed logs, one per contest. A log reads its contest once, then again only when
// the database's change feed announces a change of that contest (a verdict, a registration, an edit, a
// clarification) or when one of the contest's own times passes (start, freeze, end change its state
// with no write). While the change feed is not live, a followed log is read at most once per `pollMs`.
// However many clients follow a contest, it is never read twice at once.
import type { ListenToChanges } from '../../db/change-feed.js';
import { CONTEST_CHANGES_CHANNEL, decodeChange } from '../contest-scores/contest-changes.js';
import type { CcsSnapshot } from './ccs-snapshot.js';
import { createEventLog } from './event-log.js';
import type { EventLog } from './event-log.js';

/** A contest as read now, and when its state next changes by the clock alone (undefined: never). */
export type LoadedContest = { snapshot: CcsSnapshot; nextTimeMs: number | undefined };

type Feed = {
  log: EventLog;
  /** Bumped by every announced change; a read that started at `readSeq` is current while they match. */
  changeSeq: number;
  readSeq: number;
  readMs: number;
  nextTimeMs: number;
  pending: Promise<EventLog | undefined> | undefined;
};

export type FeedStoreDeps = {
  /** The contest by its CCS id, read now; undefined once it is gone. */
  load: (contestId: string) => Promise<LoadedContest | undefined>;
  /** The database's change feed; without it (or while it is down) logs are read every `pollMs`. */
  listen?: ListenToChanges | undefined;
  pollMs: number;
  clock?: () => number;
};

export function createFeedStore(deps: FeedStoreDeps) {
  const clock = deps.clock ?? Date.now;
  const feeds = new Map<string, Feed>();
  let live = false;
  const staleAll = () => {
    for (const feed of feeds.values()) feed.changeSeq += 1;
  };
  void deps
    .listen?.(CONTEST_CHANGES_CHANNEL, {
      onChange: (payload) => {
        const change = decodeChange(payload ?? '');
        if (!change) staleAll();
        else {
          const feed = feeds.get(change.contestId);
          if (feed) feed.changeSeq += 1;
        }
      },
      // Changes may have been missed while the feed was down: every log is read again.
      onLive: (isLive) => {
        live = isLive;
        staleAll();
      },
    })
    .catch(() => undefined);

  const current = (feed: Feed): boolean => {
    const now = clock();
    if (!live) return now - feed.readMs < deps.pollMs;
    return feed.readSeq === feed.changeSeq && now < feed.nextTimeMs;
  };

  const update = async (contestId: string, feed: Feed): Promise<EventLog | undefined> => {
    const seq = feed.changeSeq;
    const loaded = await deps.load(contestId);
    if (!loaded) {
      feeds.delete(contestId);
      return undefined;
    }
    feed.log.record(loaded.snapshot);
    feed.readSeq = seq;
    feed.readMs = clock();
    feed.nextTimeMs = loaded.nextTimeMs ?? Number.POSITIVE_INFINITY;
    return feed.log;
  };

  return {
    /** The contest's log, up to date with every change announced so far; undefined when there is no such contest. */
    refresh(contestId: string): Promise<EventLog | undefined> {
      let feed = feeds.get(contestId);
      if (!feed) {
        feed = {
          log: createEventLog(),
          changeSeq: 1,
          readSeq: 0,
          readMs: Number.NEGATIVE_INFINITY,
          nextTimeMs: 0,
          pending: undefined,
        };
        feeds.set(contestId, feed);
      }
      const known = feed;
      if (known.pending) return known.pending;
      if (current(known)) return Promise.resolve(known.log);
      known.pending = update(contestId, known).finally(() => {
        known.pending = undefined;
      });
      return known.pending;
    },
  };
}

export type FeedStore = ReturnType<typeof createFeedStore>;
