import { RATING_INITIAL } from '@codecourt/contracts';
import type { RatingPrediction } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import type { ContestRow } from '../../db/schema/index.js';
import { isFrozen } from '../contests/contest-time.js';
import { rateContest } from './rate-contest.js';
import { ratedFieldOf } from './rated-field.js';
import type { RatingResult } from './rate-contest.js';
import type { RatingRepository } from './rating-repository.js';

type Predicted = { at: number; results: Map<string, RatingResult & { rank: number }>; participants: number };

/**
 * The live predicted change: the contest rated as if it ended now. Built from the board the viewer may
 * see (the public one during a freeze, so a prediction never leaks a hidden verdict), and shared by
 * every viewer for `maxAgeMs` so a full contest costs one computation per interval, not one per request.
 */
export function createPredictions(db: Database, ratings: RatingRepository, maxAgeMs: number) {
  const cache = new Map<string, { startedAt: number; pending: Promise<Predicted> }>();

  // Contests end, and nobody asks for their prediction again: an entry no request renewed is dropped, so
  // the cache holds the contests being watched now, not every contest since the start.
  const dropUnwatched = (now: number) => {
    for (const [contestId, entry] of cache) if (now - entry.startedAt > 2 * maxAgeMs) cache.delete(contestId);
  };

  const compute = async (contest: ContestRow, now: Date): Promise<Predicted> => {
    const audience = isFrozen(contest, now) ? 'public' : 'jury';
    const placed = await ratedFieldOf(db, ratings, contest, audience);
    const rankOf = new Map(placed.map((p) => [p.userId, p.rank]));
    const results = new Map(
      rateContest(placed).map((r) => [r.userId, { ...r, rank: rankOf.get(r.userId) ?? placed.length }]),
    );
    return { at: now.getTime(), results, participants: placed.length };
  };

  const predict = async (contest: ContestRow, userId: string, now: Date): Promise<RatingPrediction> => {
    let pending = cache.get(contest.id)?.pending;
    const fresh = pending && (await pending.catch(() => undefined));
    if (!fresh || now.getTime() - fresh.at > maxAgeMs) {
      dropUnwatched(now.getTime());
      pending = compute(contest, now);
      cache.set(contest.id, { startedAt: now.getTime(), pending });
      pending.catch(() => cache.delete(contest.id));
    }
    const predicted = await (pending ?? compute(contest, now));
    const mine = predicted.results.get(userId);
    if (mine)
      return {
        rated: contest.rated,
        rank: mine.rank,
        oldRating: mine.oldRating,
        predictedDelta: mine.delta,
        participants: predicted.participants,
      };
    const before = await ratings.ratingsBefore(db, [userId], contest);
    return {
      rated: contest.rated,
      rank: null,
      oldRating: before.get(userId) ?? RATING_INITIAL,
      predictedDelta: null,
      participants: predicted.participants,
    };
  };
  /** How many contests' predictions are held now. */
  const watchedContests = () => cache.size;
  return Object.assign(predict, { watchedContests });
}
export type Predict = ReturnType<typeof createPredictions>;
