import { CONTEST_MESSAGES, RATING_MESSAGES as M } from '@codecourt/contracts';
import type { FinaliseRatingsResponse } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import type { ContestRow, RatingChangeRow } from '../../db/schema/index.js';
import type { Queryable } from '../../db/transaction.js';
import { catalogueError, fieldError } from '../../lib/app-error.js';
import { isFrozen } from '../contests/contest-time.js';
import { rateContest } from './rate-contest.js';
import { ratedFieldOf } from './rated-field.js';
import type { RatingRepository } from './rating-repository.js';

const contestError = catalogueError(CONTEST_MESSAGES);
const ratingError = catalogueError(M);

/** The rows of one contest's ratings, from its final (jury) board and the ratings everyone held before it. */
async function rateOne(
  tx: Queryable,
  ratings: RatingRepository,
  contest: ContestRow,
): Promise<RatingChangeRow[]> {
  const placed = await ratedFieldOf(tx, ratings, contest, 'jury');
  const results = new Map(rateContest(placed).map((r) => [r.userId, r]));
  return placed.map((p) => {
    const r = results.get(p.userId);
    return {
      contestId: contest.id,
      userId: p.userId,
      rank: p.rank,
      score: p.score,
      participants: placed.length,
      oldRating: p.rating,
      newRating: r?.newRating ?? p.rating,
      delta: r?.delta ?? 0,
    };
  });
}

export type FinaliseOptions = {
  /** The automatic check: leave a contest someone already finalised alone. */
  onlyIfPending?: boolean;
};

/**
 * Finalises a rated contest's ratings, and re-rates every later finalised rated contest in the order
 * they ended (each one's starting ratings depend on the ones before). One transaction: readers see the
 * old ratings or the new ones, never a mix; the contest row's lock keeps two instances from doing it twice.
 */
export async function finaliseRatings(
  db: Database,
  ratings: RatingRepository,
  contestId: string,
  now: Date,
  options: FinaliseOptions = {},
): Promise<FinaliseRatingsResponse> {
  return db.transaction(async (tx) => {
    const contest = await ratings.lockContest(tx, contestId);
    if (!contest) throw contestError('contestNotFound', 404);
    if (!contest.rated) throw fieldError(M.notRated);
    if (contest.endAt > now) throw fieldError(M.notEnded);
    const nothing = { contestsRated: 0, participantsRated: 0 };
    if (options.onlyIfPending && contest.ratingsFinalisedAt !== null) return nothing;
    // Ratings rank by the jury's board: published before the unfreeze, they would reveal the frozen order.
    if (isFrozen(contest, now)) {
      if (options.onlyIfPending) return nothing;
      throw ratingError('frozen', 409);
    }
    const chain = [contest, ...(await ratings.laterFinalised(tx, contest))];
    let participantsRated = 0;
    for (const c of chain) {
      const rows = await rateOne(tx, ratings, c);
      await ratings.replace(tx, c.id, rows, now);
      participantsRated += rows.length;
    }
    return { contestsRated: chain.length, participantsRated };
  });
}
