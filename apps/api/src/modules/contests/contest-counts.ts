// A contest page names how many take part, and counting them scans the contest's registrations (some
// 5 ms at 20,000): at a contest's start every participant opens the page within a minute. The counts change
// only with a registration or an edit of the contest, which every instance hears on the contest change
// feed, so each instance keeps them until then: an edit is a 'contest' change, a registration or a removal
// a participation's 'cells' change that carries no cell. A try or a verdict (a change with its cell, ten a
// second at a contest's start) changes neither.
import type { ChangeHandlers, ListenToChanges } from '../../db/change-feed.js';
import { CONTEST_CHANGES_CHANNEL, decodeChange } from '../contest-scores/contest-changes.js';
import type { ContestChange } from '../contest-scores/contest-changes.js';

export type ContestCounts = { problemCount: number; participants: number };

export type CachedContestCounts = {
  /** The counts of a contest, read once until its next registration or edit. */
  of: (contestId: string) => Promise<ContestCounts>;
  /** This instance's own registration or edit, before its notification comes back (read-your-writes). */
  forget: (contestId: string) => void;
};

export function createContestCounts(
  countsOf: (contestId: string) => Promise<ContestCounts>,
  listen: ListenToChanges | undefined,
): CachedContestCounts {
  // A pending read is kept as it starts: a change that arrives while it runs removes it, so its answer
  // reaches only the readers that asked before the change.
  const kept = new Map<string, Promise<ContestCounts>>();
  // Until the feed listens (and whenever it is down) nothing is kept: a missed change cannot stick.
  let live = false;
  const forget = (change: ContestChange | undefined) => {
    if (!change) kept.clear();
    else if (change.kind === 'contest' || (change.kind === 'cells' && !change.cell))
      kept.delete(change.contestId);
  };
  const handlers: ChangeHandlers = {
    onChange: (payload) => {
      forget(decodeChange(payload ?? ''));
    },
    onLive: (isLive) => {
      live = isLive;
      kept.clear();
    },
  };
  void listen?.(CONTEST_CHANGES_CHANNEL, handlers).catch(() => undefined);

  return {
    of: (contestId) => {
      const hit = kept.get(contestId);
      if (hit) return hit;
      const reading = countsOf(contestId);
      if (!live) return reading;
      kept.set(contestId, reading);
      reading.catch(() => {
        if (kept.get(contestId) === reading) kept.delete(contestId);
      });
      return reading;
    },
    forget: (contestId) => {
      kept.delete(contestId);
    },
  };
}
