import type { LeaderboardRow, Stats } from '@codecourt/contracts';
import type { StatsRepository } from './repository.js';
import { NO_STATS, toLeaderboardRowJson, toStatsJson } from './stats-json.js';

/** GET my-stats and the leaderboard; `now` decides whose current streak has lapsed. */
export function createStatsService(stats: StatsRepository, now: () => Date = () => new Date()) {
  return {
    async statsOf(userId: string): Promise<Stats> {
      const figures = (await stats.figuresOf(userId)) ?? NO_STATS;
      return toStatsJson(figures, await stats.rankOf(figures), now());
    },

    async leaderboard(page: number, limit: number): Promise<LeaderboardRow[]> {
      const at = now();
      return (await stats.leaderboardPage(page, limit)).map((row) => toLeaderboardRowJson(row, at));
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
