import { CONTEST_MESSAGES, RATING_MESSAGES as M } from '@codecourt/contracts';
import type {
  ContestRatingsResponse,
  FinaliseRatingsResponse,
  RatingLeaderboardRow,
  RatingHistoryPoint,
  RatingPrediction,
  UserRatingResponse,
} from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { catalogueError } from '../../lib/app-error.js';
import { finaliseRatings } from './finalise-ratings.js';
import type { Predict } from './predict-change.js';
import type { HistoryRow, RatingRepository } from './rating-repository.js';

const contestError = catalogueError(CONTEST_MESSAGES);
const ratingError = catalogueError(M);

export type RatingServiceDeps = {
  db: Database;
  ratings: RatingRepository;
  predict: Predict;
  now: () => Date;
};

const notFound = () => contestError('contestNotFound', 404);

/** The ratings use cases: finalise (admin), a contest's changes, the caller's history and prediction. */
export function createRatingService({ db, ratings, predict, now }: RatingServiceDeps) {
  const contestOf = async (contestId: string) => {
    const contest = await ratings.contest(contestId);
    if (!contest) throw notFound();
    return contest;
  };
  return {
    finalise(contestId: string): Promise<FinaliseRatingsResponse> {
      return finaliseRatings(db, ratings, contestId, now());
    },

    async contestRatings(contestId: string): Promise<ContestRatingsResponse> {
      const contest = await contestOf(contestId);
      if (!contest.rated) throw ratingError('notRated', 404);
      if (!contest.ratingsFinalisedAt) throw ratingError('notFinalised', 404);
      const changes = await ratings.changesOf(contestId);
      return {
        contestId,
        finalisedAt: contest.ratingsFinalisedAt.toISOString(),
        changes: changes.map((c) => ({
          user: c.user,
          rank: c.rank,
          score: c.score,
          oldRating: c.oldRating,
          newRating: c.newRating,
          delta: c.delta,
        })),
      };
    },

    /** The caller's predicted change while the contest runs (and until its ratings are out). */
    async prediction(contestId: string, userId: string): Promise<RatingPrediction> {
      const contest = await contestOf(contestId);
      if (!contest.rated) throw ratingError('notRated', 404);
      return predict(contest, userId, now());
    },

    async history(userId: string): Promise<UserRatingResponse> {
      const rows = await ratings.historyOf(userId);
      const last = rows.at(-1);
      return {
        rating: last ? last.newRating : null,
        maxRating: rows.length > 0 ? Math.max(...rows.map((r) => r.newRating)) : null,
        history: rows.map(toRatingHistoryPoint),
      };
    },

    async leaderboard(page: number, limit: number): Promise<RatingLeaderboardRow[]> {
      const rows = await ratings.leaderboard(page, limit);
      return rows.map((r, i) => ({
        rank: (page - 1) * limit + i + 1,
        user: r.user,
        rating: r.rating,
        contests: r.contests,
      }));
    },
  };
}
export type RatingService = ReturnType<typeof createRatingService>;

/** One rated contest of a user's history, as /ratings/me and the public profile show it. */
export function toRatingHistoryPoint(r: HistoryRow): RatingHistoryPoint {
  return {
    contestId: r.contestId,
    contestSlug: r.slug,
    contestTitle: r.title,
    endAt: r.endAt.toISOString(),
    rank: r.rank,
    score: r.score,
    participants: r.participants,
    oldRating: r.oldRating,
    newRating: r.newRating,
    delta: r.delta,
  };
}
