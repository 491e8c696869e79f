import type { LeaderboardRow, Stats } from '@codecourt/contracts';
import type { ListenToChanges } from '../../db/change-feed.js';
import { serialiseJson, type SerialisedJson } from '../../lib/send-serialised-json.js';
import { createCachedResponses } from '../../cache/cached-responses.js';
import type { StatsService } from './service.js';
import { createPrecomputedPages } from './precomputed-pages.js';
import { STATS_CHANGES_CHANNEL } from './stats-changes.js';
import { utcDay } from './utc-day.js';

/** Leaderboard pages and my-stats answers kept: enough for the pages people look at and the active users. */
const MAX_DOCUMENTS = 2_000;

/**
 * Leaderboard pages and each user's stats, serialised once. A stats change (any user's: a rank depends on
 * everyone) drops every user's stats and rebuilds the leaderboard pages read lately, so the board's first
 * read after a change is already precomputed (precomputed-pages.ts). Keys carry the UTC day, because a
 * current streak lapses at midnight without any write.
 */
export function createStatsDocuments(stats: StatsService, listen?: ListenToChanges, now = () => new Date()) {
  const { cached } = createCachedResponses({
    channel: STATS_CHANGES_CHANNEL,
    listen,
    maxEntries: MAX_DOCUMENTS,
  });
  const pages = createPrecomputedPages({ channel: STATS_CHANGES_CHANNEL, listen, maxEntries: MAX_DOCUMENTS });
  return {
    leaderboardPage: (page: number, limit: number): Promise<SerialisedJson> =>
      pages.read(`leaderboard:${String(utcDay(now()))}:${String(page)}:${String(limit)}`, async () =>
        serialiseJson((await stats.leaderboard(page, limit)) satisfies LeaderboardRow[]),
      ),
    /** Resolves once the leaderboard pages owed for the changes so far are rebuilt. */
    settled: () => pages.settled(),
    statsOf: (userId: string): Promise<SerialisedJson> =>
      cached(`stats:${String(utcDay(now()))}:${userId}`, async () =>
        serialiseJson((await stats.statsOf(userId)) satisfies Stats),
      ),
  };
}

export type StatsDocuments = ReturnType<typeof createStatsDocuments>;
