import type { LeaderboardRow, Stats, User } from '@codecourt/contracts';

/**
 * The signed-in user's row built from their own stats, for when their rank is not on the page shown;
 * undefined when it is on the page (the table highlights it there) or when it is not known.
 */
export function ownRowElsewhere(
  rows: readonly LeaderboardRow[],
  user: User | null,
  stats: Stats | undefined,
): LeaderboardRow | undefined {
  if (!user || !stats) return undefined;
  if (rows.some((row) => row.userId._id === user._id)) return undefined;
  return {
    _id: user._id,
    userId: { _id: user._id, firstName: user.firstName, lastName: user.lastName },
    ranking: stats.ranking,
    totalSolved: stats.totalSolved,
    easySolved: stats.easySolved,
    mediumSolved: stats.mediumSolved,
    hardSolved: stats.hardSolved,
    acceptanceRate: stats.acceptanceRate,
    currentStreak: stats.currentStreak,
    maxStreak: stats.maxStreak,
    badges: stats.badges,
  };
}
