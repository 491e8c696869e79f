/**
 * The database channel notified by a trigger whenever the leaderboard's contents change: a stats row
 * written, rebuilt or deleted with its user, or a user's name changed. Cached stats documents listen to it.
 */
export const STATS_CHANGES_CHANNEL = 'codecourt_stats_changes';
