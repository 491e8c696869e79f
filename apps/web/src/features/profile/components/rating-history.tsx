import { Link } from 'react-router';
import type { UserRatingResponse } from '@codecourt/contracts';
import { RATING_INITIAL } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { RatingChart } from '@/components/rating-chart';
import { signedChange } from '@/lib/signed-change';

/** The rating, its chart and the past rated contests with rank, score and change (newest first). */
export function RatingHistory({ rating }: { rating: UserRatingResponse }) {
  if (rating.rating === null)
    return (
      <p className="text-sm text-base-content/70">
        No rated contest yet. Your rating starts at {RATING_INITIAL} and appears after your first rated
        contest.
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-8">
        <div>
          <p className="text-xs text-base-content/70">Rating</p>
          <p className="text-2xl font-bold" data-testid="rating-current">
            {rating.rating}
          </p>
        </div>
        <div>
          <p className="text-xs text-base-content/70">Best</p>
          <p className="text-2xl font-bold">{rating.maxRating}</p>
        </div>
      </div>
      <RatingChart history={rating.history} />
      <table className="table table-sm">
        <caption className="sr-only">Past rated contests</caption>
        <thead>
          <tr>
            <th>Contest</th>
            <th className="text-right">Rank</th>
            <th className="text-right">Score</th>
            <th className="text-right">Change</th>
            <th className="text-right">Rating</th>
          </tr>
        </thead>
        <tbody>
          {[...rating.history].reverse().map((p) => (
            <tr key={p.contestId}>
              <td>
                <Link className="link link-hover" to={paths.contest.getHref(p.contestSlug)}>
                  {p.contestTitle}
                </Link>
              </td>
              <td className="text-right">
                {p.rank} / {p.participants}
              </td>
              <td className="text-right">{p.score}</td>
              <td className="text-right font-medium" data-tone={p.delta >= 0 ? 'success' : 'error'}>
                {signedChange(p.delta)}
              </td>
              <td className="text-right">{p.newRating}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
