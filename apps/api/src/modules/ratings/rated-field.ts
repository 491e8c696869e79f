import { RATING_INITIAL } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import type { ContestRow } from '../../db/schema/index.js';
import type { Queryable } from '../../db/transaction.js';
import { buildBoardRows, membersOf } from '../contests/board-rows.js';
import type { RatingRepository } from './rating-repository.js';
import { placesForMethod } from './standings-to-ranks.js';
import { submittersOf } from './standings-repository.js';

/**
 * A contest's field as the rating method takes it: everyone who submitted, placed by the board `audience`
 * may see, with the rating each held before this contest (RATING_INITIAL for a first contest). One
 * computation for the final ratings (the jury board) and the live prediction (the board the viewer sees).
 */
export async function ratedFieldOf(
  q: Queryable | Database,
  ratings: RatingRepository,
  contest: ContestRow,
  audience: Parameters<typeof submittersOf>[2],
) {
  const { labels, participants } = await submittersOf(q, contest.id, audience);
  // A team's members are each placed where their team is (issue #36); a person is their own member.
  const membersBy = new Map(participants.map((p) => [p.participationId, membersOf(p)]));
  const rows = buildBoardRows(participants, labels, contest.format).flatMap((r) =>
    (membersBy.get(r.participationId) ?? []).map((userId) => ({ ...r, userId })),
  );
  const before = await ratings.ratingsBefore(
    q,
    rows.map((r) => r.userId),
    contest,
  );
  return placesForMethod(
    rows.map((r) => ({
      userId: r.userId,
      rating: before.get(r.userId) ?? RATING_INITIAL,
      place: r.rank,
      score: r.score,
    })),
  );
}
