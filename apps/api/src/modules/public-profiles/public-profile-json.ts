import { earnedBadges } from '@codecourt/contracts';
import type { PublicProfile } from '@codecourt/contracts';
import type { HistoryRow } from '../ratings/rating-repository.js';
import { toRatingHistoryPoint } from '../ratings/rating-service.js';
import type { StatsFigures } from '../stats/stats-json.js';
import type { AcceptedProblem, ProfileOwner } from './repository.js';

/** The profile as the API answers it: only the fields listed here ever leave (no email, no code). */
export function toPublicProfileJson(parts: {
  owner: ProfileOwner;
  figures: StatsFigures;
  history: HistoryRow[];
  accepted: AcceptedProblem[];
}): PublicProfile {
  const { owner, figures, history, accepted } = parts;
  return {
    handle: owner.handle,
    firstName: owner.firstName,
    lastName: owner.lastName,
    joinedAt: owner.createdAt.toISOString(),
    solved: {
      easy: figures.easySolved,
      medium: figures.mediumSolved,
      hard: figures.hardSolved,
      total: figures.totalSolved,
    },
    rating: {
      current: history.at(-1)?.newRating ?? null,
      history: history.map(toRatingHistoryPoint),
    },
    contests: history
      .map((row) => ({
        _id: row.contestId,
        slug: row.slug,
        title: row.title,
        rank: row.rank,
        at: row.endAt.toISOString(),
      }))
      .reverse(),
    badges: earnedBadges(figures),
    recentAccepted: accepted.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
