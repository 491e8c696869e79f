import type { ContestDetail } from '@codecourt/contracts';
import { useRatingPrediction } from '@/features/contests/api/get-rating-prediction';

/**
 * A participant's live predicted rating change during a rated contest (issue #23): the contest rated
 * as if it ended now, from the board they may see. Nothing shows until they have submitted.
 */
export function RatingPrediction({ contest }: { contest: ContestDetail }) {
  const live = contest.rated && contest.status === 'Ongoing' && contest.participation !== null;
  const state = useRatingPrediction(contest._id, live);
  if (!live || state.status !== 'ready' || state.data.predictedDelta === null) return null;
  const { predictedDelta: delta, oldRating, rank, participants } = state.data;
  return (
    <p
      className="rounded-field bg-base-200 px-3 py-1.5 text-sm"
      data-testid="rating-prediction"
      title={`If the contest ended now: rank ${String(rank)} of ${String(participants)}`}
    >
      Predicted rating: {oldRating} →{' '}
      <span className={delta >= 0 ? 'font-semibold text-success' : 'font-semibold text-error'}>
        {oldRating + delta} ({delta > 0 ? '+' : ''}
        {delta})
      </span>
    </p>
  );
}
