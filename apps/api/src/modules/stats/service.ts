import type { Activity, LeaderboardRow, RecentSubmission, Stats } from '@codecourt/contracts';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';
import type { ProfileHistory } from './profile-history.js';
import type { StatsRepository } from './repository.js';
import { toLeaderboardRowJson, toStatsJson } from './stats-json.js';

export type StatsServiceDeps = {
  stats: StatsRepository;
  history: ProfileHistory;
  /** Decides whose current streak has lapsed and where the activity year ends. */
  now?: () => Date;
};

/** A user's progress (stats, activity, recent submissions) and the leaderboard. */
export function createStatsService({ stats, history, now = () => new Date() }: StatsServiceDeps) {
  return {
    async statsOf(userId: string): Promise<Stats> {
      const mine = await stats.rankedFiguresOf(userId);
      return toStatsJson(mine.figures, mine.ranking, now());
    },

    async leaderboard(page: number, limit: number): Promise<LeaderboardRow[]> {
      const at = now();
      return (await stats.leaderboardPage(page, limit)).map((row) => toLeaderboardRowJson(row, at));
    },

    activity(userId: string): Promise<Activity> {
      return history.activity(userId, now());
    },

    /** `reader`: the problems as this user may see them (a secret one keeps the title it was submitted under). */
    recentSubmissions(userId: string, limit: number, reader: ProblemReader): Promise<RecentSubmission[]> {
      return history.recent(userId, limit, reader);
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
