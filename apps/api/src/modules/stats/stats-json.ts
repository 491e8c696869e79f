import { earnedBadges } from '@codecourt/contracts';
import type { LeaderboardRow, PublicUser, Stats } from '@codecourt/contracts';
import type { UserStatsRow } from '../../db/schema/index.js';
import { liveStreak } from './utc-day.js';

export type StatsFigures = Omit<UserStatsRow, 'id' | 'userId'>;

/** A user with no judged submission yet: every figure zero. */
export const NO_STATS: StatsFigures = {
  totalSubmissions: 0,
  acceptedSubmissions: 0,
  totalSolved: 0,
  easySolved: 0,
  mediumSolved: 0,
  hardSolved: 0,
  solvedByTopic: {},
  currentStreak: 0,
  maxStreak: 0,
  lastSolvedAt: null,
  solvedReachedAt: null,
};

/** Accepted ÷ judged submissions, in percent with one decimal. */
function acceptanceRate(figures: StatsFigures): number {
  if (figures.totalSubmissions === 0) return 0;
  return Math.round((figures.acceptedSubmissions / figures.totalSubmissions) * 1000) / 10;
}

function shownFigures(figures: StatsFigures, now: Date) {
  return {
    totalSolved: figures.totalSolved,
    easySolved: figures.easySolved,
    mediumSolved: figures.mediumSolved,
    hardSolved: figures.hardSolved,
    acceptanceRate: acceptanceRate(figures),
    currentStreak: liveStreak(figures.currentStreak, figures.lastSolvedAt, now),
    maxStreak: figures.maxStreak,
    badges: earnedBadges(figures),
  };
}

export function toStatsJson(figures: StatsFigures, ranking: number, now: Date): Stats {
  return {
    ranking,
    ...shownFigures(figures, now),
    totalSubmissions: figures.totalSubmissions,
    lastSolvedDate: figures.lastSolvedAt?.toISOString() ?? null,
    solvedByTopic: figures.solvedByTopic,
  };
}

export function toLeaderboardRowJson(
  row: { id: string; ranking: number; user: PublicUser; figures: StatsFigures },
  now: Date,
): LeaderboardRow {
  return { _id: row.id, userId: row.user, ranking: row.ranking, ...shownFigures(row.figures, now) };
}
