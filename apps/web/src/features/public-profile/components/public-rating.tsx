import type { PublicProfile } from '@codecourt/contracts';
import { RatingChart } from '@/components/rating-chart';

/** The current rating over the chart of its history, one point per rated contest. */
export function PublicRating({ rating }: { rating: PublicProfile['rating'] }) {
  if (rating.current === null) return <p className="text-sm text-base-content/70">No rated contest yet.</p>;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-xs text-base-content/70">Rating</p>
        <p className="text-2xl font-bold" data-testid="public-rating">
          {rating.current}
        </p>
      </div>
      <RatingChart history={rating.history} />
    </div>
  );
}
