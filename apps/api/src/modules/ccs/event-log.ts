// The event feed's log for one contest (ccs-specs 2023-06, "Event feed"): each snapshot is compared with
// what was last sent for every object, and an event is appended for each object that is new, changed or
// gone (data null). Tokens name a place in this log; a log is this process's, so a token from another
// process or from before a restart is unknown here and `since_token` answers 400, as the spec allows.
import { randomBytes } from 'node:crypto';
import { CCS_COLLECTIONS } from './ccs-endpoints.js';
import type { CcsSnapshot } from './ccs-snapshot.js';

/** The notification types we send, in the order a change's events are appended (state last: end_of_updates ends the feed). */
export const FEED_TYPES = ['contest', ...CCS_COLLECTIONS, 'state'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export type CcsEvent = { type: FeedType; id: string | null; data: unknown; token: string };

type FeedObject = { type: FeedType; id: string | null; data: unknown };

/** A snapshot's objects, in feed order. */
export function feedObjectsOf(snapshot: CcsSnapshot): FeedObject[] {
  return FEED_TYPES.flatMap((type): FeedObject[] => {
    if (type === 'contest') return [{ type, id: snapshot.contest.id, data: snapshot.contest }];
    if (type === 'state') return [{ type, id: null, data: snapshot.state }];
    return snapshot[type].map((data) => ({ type, id: data.id, data }));
  });
}

export type EventLog = ReturnType<typeof createEventLog>;

export function createEventLog(epoch = randomBytes(4).toString('hex')) {
  const events: CcsEvent[] = [];
  const sent = new Map<string, { type: FeedType; id: string | null; json: string }>();
  const keyOf = (o: { type: FeedType; id: string | null }) => `${o.type}/${o.id ?? ''}`;
  const append = (o: FeedObject) => {
    const event: CcsEvent = { ...o, token: `${epoch}-${String(events.length + 1)}` };
    events.push(event);
    return event;
  };

  return {
    /** Appends what changed since the last snapshot recorded; answers the new events. */
    record(snapshot: CcsSnapshot): CcsEvent[] {
      const fresh: CcsEvent[] = [];
      const seen = new Set<string>();
      const changed = (o: FeedObject) => {
        const key = keyOf(o);
        seen.add(key);
        const json = JSON.stringify(o.data);
        if (sent.get(key)?.json === json) return;
        sent.set(key, { type: o.type, id: o.id, json });
        fresh.push(append(o));
      };
      const objects = feedObjectsOf(snapshot);
      for (const o of objects) if (o.type !== 'state') changed(o);
      // Gone objects after every object that may still refer to them; the state last of all.
      for (const [key, o] of [...sent.entries()])
        if (o.type !== 'state' && !seen.has(key)) {
          sent.delete(key);
          fresh.push(append({ type: o.type, id: o.id, data: null }));
        }
      for (const o of objects) if (o.type === 'state') changed(o);
      return fresh;
    },

    /** The events after `token` (all of them without one); undefined when the token is not this log's. */
    since(token: string | undefined): CcsEvent[] | undefined {
      if (token === undefined) return [...events];
      const match = /^([0-9a-f]+)-([1-9][0-9]*)$/.exec(token);
      const seq = Number(match?.[2]);
      if (!match || match[1] !== epoch || seq > events.length) return undefined;
      return events.slice(seq);
    },
  };
}
